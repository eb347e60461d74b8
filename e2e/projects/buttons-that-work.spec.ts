// Only buttons that work: the professional's dashboard offers 'Start Project' while the project can start, and
// instead of a 'Markeer als Voltooid' that would fail it says how many steps are still open, on a phone (390 px)
// and without axe violations.
import AxeBuilder from '@axe-core/playwright';
import { exampleEnergielabel } from '../../src/server/test/fixtures/requests';
import { completeStepsFor, giveCompanyDetails } from '../invoices/helpers';
import { apiLogin, DEMO, expect, test } from '../support/fixtures';
import { settle } from '../support/routes';
import { assignedProject, isoDateInDays } from '../workflows/helpers';

test('the professional dashboard says what is still open instead of a button that would fail', async ({
  page,
  browser,
}) => {
  const project = await assignedProject('energielabel', () => exampleEnergielabel());
  const pro = project.professional;
  await page.setViewportSize({ width: 390, height: 844 });
  await apiLogin(page, pro.email, pro.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Werkoverzicht' })).toBeVisible();

  // On a phone the list is cards; the project's own card holds its reference.
  // The projects list itself: the dashboard's 'Komende afspraken' names the project's reference too.
  const card = page
    .getByRole('region', { name: 'Toegewezen opdrachten' })
    .getByRole('listitem')
    .filter({ hasText: project.projectId });
  await expect(card.getByRole('button', { name: 'Start Project' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Markeer als Voltooid' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Start Project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status bijgewerkt' })).toBeVisible();

  await expect(card).toContainText('Nog 4 stappen open');
  await expect(card.getByRole('button', { name: /Start Project|Markeer als Voltooid/ })).toHaveCount(0);

  await giveCompanyDetails(pro);
  await completeStepsFor(pro, project.id, {
    1: { afspraakDatum: isoDateInDays(3), afspraakTijd: '10:00', contactGemaakt: 'ja' },
    2: { opnameUitgevoerd: 'ja' },
    3: { labelklasse: 'B', rapportVerstuurd: 'ja' },
  });
  await page.reload();
  await settle(page);
  await expect(card).toContainText('Nog 1 stap open');
  await expect(card.getByRole('button', { name: 'Markeer als Voltooid' })).toHaveCount(0);

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );
  await page.screenshot({ path: 'test-results/projects-steps-open-phone.png', fullPage: true });

  // The admin's table says the same beneath the status, on a phone too.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await apiLogin(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.goto('/dashboard');
  await admin.getByRole('searchbox', { name: 'Zoek opdrachten' }).fill(project.projectId);
  const adminCard = admin
    .getByRole('region', { name: 'Alle opdrachten' })
    .getByRole('listitem')
    .filter({ hasText: project.projectId });
  await expect(adminCard).toHaveCount(1);
  await expect(adminCard).toContainText('In behandeling');
  await expect(adminCard).toContainText('Nog 1 stap open');
  await settle(admin);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const adminAxe = await new AxeBuilder({ page: admin })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(adminAxe.violations.map((v) => v.id)).toEqual([]);
  await adminContext.close();

  // The last step (the invoice) completes the project: nothing left to offer or to say.
  await completeStepsFor(pro, project.id, { 4: {} });
  await page.reload();
  await expect(card).toContainText('Afgerond');
  await expect(card).not.toContainText(/stappen? open/);
  await expect(card.getByRole('button', { name: /Start Project|Markeer als Voltooid/ })).toHaveCount(0);
});
