// The handbook (/handleiding) opens at the anchors other screens link to, and describes paying, making invoices
// and, for professionals, leads and their fees (the lead fee page's own journey is e2e/leads).
import { DEMO, expect, test } from '../support/fixtures';

test('the handbook opens at the anchor other screens link to', async ({ page, createUser, apiLogin }) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/handleiding#tips');
  await expect(page.getByRole('heading', { name: 'Handleiding' })).toBeVisible();
  await expect(page.locator('#tips')).toBeInViewport();
  for (const id of ['hoe-werkt-het', 'stappenplan', 'betalen', 'blogs', 'videos', 'afspraken', 'tips'])
    await expect(page.locator(`#${id}`)).toBeVisible();
  // Leads are a professional's business: a consumer's handbook has no section on them.
  await expect(page.locator('#leadvergoeding')).toHaveCount(0);
  // Paying: the methods offered, nothing that is not.
  const paying = page.locator('#betalen');
  await expect(paying).toContainText('iDEAL, creditcard of Bancontact');
  await expect(paying).toContainText('14 dagen');
  await expect(paying).toContainText('creditnota');
  await expect(page.locator('main')).not.toContainText('SOFORT');
  await expect(page.locator('main')).not.toContainText(/binnenkort/i);
  await page.screenshot({ path: '/tmp/manual-consumer.png' });
});

test('a professional reads how to invoice, with a link to the company details, and what leads earn', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const pro = await createUser({ role: 'professional' });
  await apiLogin(page, pro.email, pro.password);
  await page.goto('/handleiding#facturen');
  await expect(page.locator('#facturen')).toBeInViewport();
  await expect(page.locator('#facturen')).toContainText('Factuur aanmaken');
  await expect(page.locator('main')).not.toContainText(
    /maandelijks aan u uitbetaald|binnenkort|nog niet beschikbaar/i,
  );

  // Leads: what one is, the fee per service (src/shared/leads/fees.ts), earned on completion, paid monthly.
  const leads = page.locator('#leadvergoeding');
  await expect(leads.getByRole('heading', { name: 'Leads en leadvergoeding' })).toBeVisible();
  await expect(leads).toContainText('een beheerder aan een professional toewijst');
  for (const fee of [
    'Aankoopmakelaar: € 50,00',
    'Verkoopmakelaar: € 75,00',
    'Taxatie: € 25,00',
    'Bouwkundige keuring: € 40,00',
    'Hypotheekadviseur: € 60,00',
    'Energielabel: € 20,00',
  ])
    await expect(leads.getByRole('listitem').filter({ hasText: fee.split(':')[0]! })).toHaveText(fee);
  await expect(leads).toContainText('verdiend zodra de opdracht van uw klant is voltooid');
  await expect(leads).toContainText('maandelijkse uitbetaling');
  await expect(
    page.getByRole('navigation', { name: 'Inhoud' }).getByRole('link', { name: 'Leads en leadvergoeding' }),
  ).toHaveAttribute('href', '#leadvergoeding');
  await expect(leads.getByRole('link', { name: 'Leadvergoeding' })).toHaveAttribute(
    'href',
    '/professional/leadvergoeding',
  );

  await page.getByRole('link', { name: 'Bedrijfsgegevens op uw profiel' }).click();
  await expect(page).toHaveURL(/\/profiel#bedrijfsgegevens$/);
  await expect(page.locator('#bedrijfsgegevens')).toBeInViewport();

  await page.goto('/professional/leadvergoeding');
  await expect(page.getByRole('heading', { name: 'Leadvergoeding', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe lead' })).toBeVisible();
  await expect(page.getByText('Dit onderdeel is nog niet beschikbaar.')).toHaveCount(0);
});

test('the revenue page is the dashboard, no longer a placeholder (e2e/revenue has its journey)', async ({
  page,
  apiLogin,
}) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { name: 'Omzet', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV downloaden' })).toBeVisible();
  await expect(page.getByText('Dit onderdeel is nog niet beschikbaar.')).toHaveCount(0);
});

test('the handbook explains how an account stays safe, and admins read about the audit log', async ({
  page,
  apiLogin,
}) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/handleiding#auditlog');
  await expect(page.locator('#auditlog')).toBeInViewport();
  await expect(page.locator('#auditlog')).toContainText('Niemand kan een regel wijzigen of verwijderen');
  await page.locator('#auditlog').getByRole('link', { name: 'Auditlog' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  await page.goto('/handleiding#beveiliging');
  const safety = page.locator('#beveiliging');
  await expect(safety).toBeInViewport();
  for (const topic of [
    'E-mailadres bevestigen',
    'Tweestapsverificatie',
    'Te veel pogingen',
    'Automatisch afmelden',
  ])
    await expect(safety).toContainText(topic);
  await expect(page.locator('#beveiliging-professional')).toContainText('IBAN');
  await expect(page.locator('#gebruikersbeheer')).toContainText('Tweestapsverificatie resetten');
  await expect(page.locator('#gebruikersbeheer')).not.toContainText('nog niet beschikbaar');
});
