// Journey: an admin assigns a professional from the dashboard → the professional sees the
// assignment and a notification → starts it → while steps are open, the invoice step included, the row says how
// many instead of offering 'Markeer als Voltooid' → the last step completes it → an admin reopens it (with a
// reason) → the professional marks it completed, the dialog asking first → the consumer sees the new status and
// the notifications.

import { completeStepsFor, giveCompanyDetails } from '../invoices/helpers';
import { DEMO, expect, test, uniqueTag } from '../support/fixtures';
import { isoDateInDays } from '../workflows/helpers';
import { pendingProject } from './helpers';

test('admin assigns, the professional starts and completes, the consumer follows', async ({
  browser,
  createUser,
  apiLogin,
}) => {
  test.slow(); // four browser contexts and a reopen: longer than the default minute on a busy machine
  const suffix = uniqueTag();
  // A fresh professional without specializations: offered for every project type, with a bell of their own.
  const pro = await createUser({ role: 'professional', firstName: 'Joost', lastName: `Bakker ${suffix}` });
  const proName = `${pro.firstName} ${pro.lastName}`;

  // --- Admin: search the table, pick the professional, Toewijzen.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await apiLogin(admin, DEMO.admin.email, DEMO.admin.password);
  const { project, consumer: owner } = await pendingProject();
  const ref = project.projectId;

  await admin.goto('/dashboard');
  await expect(admin.getByRole('heading', { name: 'Beheeroverzicht' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Alle opdrachten' })).toBeVisible();
  const search = admin.getByRole('searchbox', { name: 'Zoek opdrachten' });

  await search.fill('zzz-bestaat-niet');
  await expect(admin.getByText('Geen resultaten gevonden')).toBeVisible();

  await search.fill(ref);
  // The projects table itself: the dashboard's 'Komende afspraken' names the project's reference too.
  const adminRow = admin
    .getByRole('region', { name: 'Alle opdrachten' })
    .getByRole('row')
    .filter({ hasText: ref });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow).toContainText('Niet toegewezen');
  await expect(adminRow).toContainText('In afwachting');
  const assign = adminRow.getByRole('button', { name: 'Toewijzen' });
  await expect(assign).toBeDisabled();
  await adminRow.getByRole('combobox', { name: `Professional voor ${ref}` }).selectOption({ label: proName });
  await expect(assign).toBeEnabled();
  await assign.click();

  await expect(admin.getByRole('status').filter({ hasText: 'Professional toegewezen' })).toBeVisible();
  await expect(adminRow).toContainText(proName);
  await expect(adminRow.getByRole('button', { name: 'Toewijzen' })).toHaveCount(0);
  // One 'Toegewezen' (the status); the professional column names who (no second badge).
  await expect(adminRow.getByText('Toegewezen', { exact: true })).toHaveCount(1);
  await admin.screenshot({ path: 'test-results/projects-admin-assigned.png', fullPage: true });
  await adminContext.close();

  // --- Professional: the bell tells, the table offers Start Project, then Markeer als Voltooid.
  const proContext = await browser.newContext();
  const proPage = await proContext.newPage();
  await apiLogin(proPage, pro.email, pro.password);
  await proPage.goto('/dashboard');
  await expect(proPage.getByRole('heading', { name: 'Werkoverzicht' })).toBeVisible();

  const bell = proPage.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toHaveAccessibleName('Meldingen, 2 ongelezen'); // welcome + assignment
  await bell.click();
  await expect(proPage.getByRole('menuitem', { name: /Nieuwe opdracht toegewezen/ })).toBeVisible();
  await proPage.keyboard.press('Escape');

  const proRow = proPage
    .getByRole('region', { name: 'Toegewezen opdrachten' })
    .getByRole('row')
    .filter({ hasText: ref });
  await expect(proRow).toContainText(owner.email);
  await expect(proRow).toContainText('Toegewezen');
  await expect(proRow.getByRole('button', { name: 'Markeer als Voltooid' })).toHaveCount(0);
  await proRow.getByRole('button', { name: 'Start Project' }).click();
  await expect(proPage.getByRole('status').filter({ hasText: 'Status bijgewerkt' })).toBeVisible();
  await expect(proRow).toContainText('In behandeling');
  await expect(proRow.getByRole('button', { name: 'Start Project' })).toHaveCount(0);

  // Not while steps are open, the invoice step included: no button that would fail, but what is still open.
  const markCompleted = proRow.getByRole('button', { name: 'Markeer als Voltooid' });
  await expect(markCompleted).toHaveCount(0);
  await expect(proRow).toContainText('Nog 4 stappen open');

  await giveCompanyDetails(pro);
  await completeStepsFor(pro, project.id, {
    1: { afspraakDatum: isoDateInDays(3), afspraakTijd: '10:00', contactGemaakt: 'ja' },
    2: { opnameUitgevoerd: 'ja' },
    3: { labelklasse: 'B', rapportVerstuurd: 'ja' },
  });
  await proPage.reload();
  await expect(proRow).toContainText('Nog 1 stap open');
  await expect(markCompleted).toHaveCount(0);
  await expect(proRow).toContainText('In behandeling');

  // The last step (the automatic invoice) completes the project.
  await completeStepsFor(pro, project.id, { 4: {} });
  await proPage.reload();
  await expect(proRow).toContainText('Afgerond');
  await expect(proRow.getByRole('button', { name: /Start Project|Markeer als Voltooid/ })).toHaveCount(0);

  // --- Admin: reopens it from the project page, behind a confirmation that asks for the reason.
  const reopenContext = await browser.newContext();
  const reopenPage = await reopenContext.newPage();
  await apiLogin(reopenPage, DEMO.admin.email, DEMO.admin.password);
  await reopenPage.goto(`/project/${project.id}`);
  await reopenPage.getByRole('button', { name: 'Opdracht heropenen' }).click();
  const reopenDialog = reopenPage.getByRole('alertdialog', { name: `Opdracht ${ref} heropenen?` });
  await expect(reopenDialog).toContainText('De klant en de professional krijgen een melding en een e-mail');
  await reopenDialog.getByRole('button', { name: 'Heropenen' }).click();
  await expect(reopenDialog).toContainText('Geef een reden op');
  await reopenDialog.getByLabel(/^Reden/).fill('Het rapport moet nog worden aangepast');
  await reopenDialog.getByRole('button', { name: 'Heropenen' }).click();
  await expect(reopenPage.getByRole('status').filter({ hasText: 'Opdracht heropend' })).toBeVisible();
  await expect(reopenPage.getByRole('button', { name: 'Opdracht heropenen' })).toHaveCount(0);
  await reopenContext.close();

  // --- Professional: the work is done and invoiced, so 'Markeer als Voltooid' is offered and completes it. It asks
  // first, saying what happens and who is told; 'Annuleren' changes nothing.
  await proPage.reload();
  await expect(proRow).toContainText('In behandeling');
  await expect(proRow).not.toContainText(/stappen? open/);
  const confirmDialog = proPage.getByRole('alertdialog', { name: `Opdracht ${ref} afronden?` });
  await markCompleted.click();
  await expect(confirmDialog).toContainText('De klant krijgt hiervan een melding en een e-mail');
  await expect(confirmDialog).toContainText('alleen een beheerder terugdraaien');
  await confirmDialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(confirmDialog).toHaveCount(0);
  await expect(proRow).toContainText('In behandeling');
  await markCompleted.click();
  await confirmDialog.getByRole('button', { name: 'Afronden' }).click();
  await expect(confirmDialog).toHaveCount(0);
  await expect(proRow).toContainText('Afgerond');
  await expect(proRow.getByRole('button', { name: /Start Project|Markeer als Voltooid/ })).toHaveCount(0);
  const stats = proPage.getByRole('definition').filter({ hasText: /^\d+$/ });
  await expect(stats).toHaveText(['1', '0', '1']); // Totaal, Actief, Afgerond
  await proPage.screenshot({ path: 'test-results/projects-professional-completed.png', fullPage: true });
  await proContext.close();

  // --- Consumer: the dashboard shows the status and who does the work; the bell has the three notices.
  const consumerContext = await browser.newContext();
  const consumer = await consumerContext.newPage();
  await apiLogin(consumer, owner.email, owner.password);
  await consumer.goto('/opdrachten?filter=completed');
  await expect(consumer.getByRole('heading', { name: 'Opdrachten' })).toBeVisible();
  await expect(consumer.getByRole('row').filter({ hasText: ref })).toContainText('Afgerond');

  await consumer.goto('/dashboard');
  await expect(consumer.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  const bell2 = consumer.getByRole('button', { name: /^Meldingen/ });
  await expect(bell2).toHaveAccessibleName(/^Meldingen, \d+ ongelezen$/);
  await bell2.click();
  const notice = (title: string) =>
    consumer.getByRole('menuitem', { name: `Ongelezen: ${title}` }).filter({ hasText: ref });
  await expect(notice('Professional toegewezen')).toContainText(proName);
  await expect(notice('Uw opdracht is in behandeling')).toBeVisible();
  await expect(notice('Uw opdracht is afgerond')).toHaveCount(2);
  await expect(notice('Uw opdracht is heropend')).toContainText('Het rapport moet nog worden aangepast');
  await consumer.screenshot({ path: 'test-results/projects-consumer-notices.png', fullPage: true });
  await notice('Uw opdracht is afgerond').first().click();
  await expect(consumer).toHaveURL(new RegExp(`/project/${project.id}$`));
  await consumerContext.close();
});
