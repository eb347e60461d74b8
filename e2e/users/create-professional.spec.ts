// Journey: an admin makes a professional on /admin/create-professional; the
// invitation carries a set-password link and never a password; the professional chooses one, signs in and lands on
// their dashboard; the admin's assign dropdown offers them at once. A non-admin is refused the page.
import { type Page, request as playwrightRequest } from '@playwright/test';
import { e2eRuntime } from '../support/env';
import { DEMO, expect, test, uniqueEmail, uniqueTag } from '../support/fixtures';

/** The toasts (the Toaster's region), apart from status texts elsewhere on the page. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

/** The signed-in buyer's form as /form/aankoopmakelaar sends it (src/shared/requests/schemas.ts). */
const BUYER_FORM = {
  salutation: 'dhr',
  firstName: 'Jan',
  lastName: 'Jansen',
  phone: '0612345678',
  hasHypotheekladviseur: 'nee',
  priceFrom: '250000',
  priceTo: '400000',
  searchArea: ['Utrecht'],
  propertyType: 'appartement',
  minM2: '75-100',
  minSlaapkamers: '2',
  bouwperiode: 'Geen voorkeur',
  verwachteTermijnAankoop: 'Binnen 6 maanden',
  hasOwnHouse: 'nee',
};

test('an admin creates a professional, who sets a password from the invitation and is offered for assignment', async ({
  page,
  browser,
  apiLogin,
  createUser,
  waitForMail,
}) => {
  test.slow();
  const suffix = uniqueTag();
  const email = uniqueEmail('nieuwe-pro');
  const firstName = 'Noor';
  const lastName = `Bakker ${suffix}`;
  const company = `Bakker Makelaardij ${suffix}`;
  const password = 'Eigen-Wachtwoord-26';

  // A buyer's agent request whose assign dropdown the admin has open before the professional exists.
  const consumer = await createUser({ firstName: 'Sanne', lastName: 'Smit' });
  const baseURL = e2eRuntime().baseURL;
  const ctx = await playwrightRequest.newContext({ baseURL });
  let projectId: string;
  try {
    await apiLogin(ctx, consumer.email, consumer.password);
    const res = await ctx.post('/api/projects', {
      data: { type: 'aankoopmakelaar', formData: { ...BUYER_FORM, email: consumer.email } },
      headers: { Origin: baseURL },
    });
    expect(res.status(), `POST /api/projects: ${await res.text()}`).toBe(201);
    projectId = ((await res.json()) as { project: { id: string } }).project.id;
  } finally {
    await ctx.dispose();
  }
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/project/${projectId}`);
  const card = page.getByRole('region', { name: 'Professional', exact: true });
  const dropdown = card.getByRole('combobox', { name: 'Kies een professional' });
  // On a busy machine the list can take a while.
  await expect(dropdown.getByRole('option').first()).toBeAttached({ timeout: 30_000 });
  await expect(dropdown.getByRole('option', { name: `${firstName} ${lastName}` })).toHaveCount(0);

  await page.getByRole('link', { name: 'Professional aanmaken' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Professional aanmaken' })).toBeVisible();

  // Sent empty: the schema's Dutch messages at the fields, the focus on the first one.
  await page.getByRole('button', { name: 'Professional aanmaken' }).click();
  await expect(page.getByText('Voornaam is verplicht')).toBeVisible();
  await expect(page.getByText('Selecteer minimaal één specialisatie')).toBeVisible();
  await expect(page.getByText('Voeg minimaal één werkgebied toe')).toBeVisible();
  await expect(page.getByText('Ongeldig IBAN formaat')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toBeFocused();

  await page.getByLabel('Voornaam').fill(firstName);
  await page.getByLabel('Achternaam').fill(lastName);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByLabel('Aankoopmakelaar').check();
  await page.getByLabel('Taxatie').check();
  const areas = page.getByLabel('Werkgebieden', { exact: true });
  await areas.fill('Utrecht');
  await areas.press('Enter');
  await areas.fill('Amersfoort, utrecht');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  const chosen = page.getByRole('list', { name: 'Gekozen werkgebieden' }).getByRole('listitem');
  await expect(chosen).toHaveText(['Utrecht', 'Amersfoort']);
  await page.getByRole('button', { name: 'Amersfoort verwijderen' }).click();
  await expect(chosen).toHaveText(['Utrecht']);

  await page.getByLabel('Bedrijfsnaam').fill(company);
  await page.getByLabel('KVK-nummer').fill('1234 5678');
  await page.getByLabel('BTW-nummer').fill('nl123456789b01');
  // A mistyped IBAN (one digit off) is refused by its check digits, at the field, with the focus there.
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  await page.getByLabel('Straat').fill('Oudegracht');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('3511ab');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('Beroepsaansprakelijkheidsverzekering').fill('Nationale Nederlanden, polis 123456');
  await expect(page.getByLabel('Uitnodiging per e-mail versturen')).toBeChecked();
  await page.getByRole('button', { name: 'Professional aanmaken' }).click();
  await expect(page.getByText('Ongeldig IBAN formaat')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toBeFocused();
  await expect(page.getByText('Voornaam is verplicht')).toHaveCount(0);

  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('button', { name: 'Professional aanmaken' }).click();
  await expect(toasts(page).getByText('Professional aangemaakt', { exact: true })).toBeVisible();
  // The new account's page.
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();

  // Back on the project page (the router, no reload): the assign dropdown, loaded before, now offers them.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
  await card
    .getByRole('combobox', { name: 'Kies een professional' })
    .selectOption({ label: `${firstName} ${lastName} (${company})` });

  // The same address again: 409, at the e-mail field, and the failure toast.
  await page.goto('/admin/create-professional');
  await page.getByLabel('Voornaam').fill('Nog');
  await page.getByLabel('Achternaam').fill('Eens');
  await page.getByLabel('E-mailadres').fill(email.toUpperCase());
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel('Verkoopmakelaar').check();
  await areas.fill('Zeist');
  await page.getByLabel('Bedrijfsnaam').fill('Eens BV');
  await page.getByLabel('KVK-nummer').fill('87654321');
  await page.getByLabel('BTW-nummer').fill('NL987654321B01');
  await page.getByLabel('IBAN').fill('NL91ABNA0417164300');
  await page.getByLabel('Straat').fill('Dorpsstraat');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Postcode').fill('3701 AA');
  await page.getByLabel('Plaats').fill('Zeist');
  await page.getByLabel('Beroepsaansprakelijkheidsverzekering').fill('Polis 1');
  await page.getByRole('button', { name: 'Professional aanmaken' }).click();
  await expect(toasts(page).getByText('Fout bij aanmaken', { exact: true })).toBeVisible();
  await expect(page.getByText('Er bestaat al een account met dit e-mailadres').first()).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();

  // The invitation: a set-password link, no password.
  const mail = await waitForMail({ to: email, subject: /professional/i });
  const link = mail.links.find((l) => l.includes('/reset-password?token='));
  expect(link, `a set-password link in: ${mail.links.join(', ')}`).toBeTruthy();
  expect(mail.text).not.toMatch(/wachtwoord:\s*\S/i);

  // The professional chooses a password through the link, signs in and lands on their dashboard.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await pro.goto(link!);
  await expect(pro.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  await pro.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await pro.getByLabel('Bevestig nieuw wachtwoord').fill(password);
  await pro.getByRole('button', { name: 'Wachtwoord bijwerken' }).click();
  await expect(pro.getByRole('heading', { name: 'Wachtwoord bijgewerkt' })).toBeVisible();
  await pro.getByRole('link', { name: 'Naar inloggen' }).click();
  await pro.getByLabel('E-mailadres').fill(email);
  await pro.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await pro.getByRole('button', { name: 'Inloggen' }).click();
  await expect(pro.getByRole('heading', { name: 'Werkoverzicht' })).toBeVisible();
  await proContext.close();
});

test('a consumer opening /admin/create-professional sees Toegang geweigerd', async ({
  page,
  apiLogin,
  createUser,
}) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/admin/create-professional');
  await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toBeVisible();
  await expect(page.getByText('geen toestemming om deze pagina te bekijken')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveCount(0);
});
