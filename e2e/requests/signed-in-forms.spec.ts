// Journeys on the portal's own request forms: buyer's agent (to /opdrachten), mortgage adviser (current
// mortgage only with a current home), sustainability advice, and the energy label (to the dashboard).
import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ page, createUser, apiLogin }) => {
  const user = await createUser({ firstName: 'Pien', lastName: 'Portaal', phone: '0633344455' });
  await apiLogin(page, user.email, user.password);
});

test('buyer’s agent from the portal goes to the assignments', async ({ page }) => {
  await page.goto('/form/aankoopmakelaar');
  await expect(page.getByRole('heading', { name: 'Aankoopmakelaar aanvragen' })).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Pien');
  await page.getByLabel('Aanhef').selectOption('mevr');
  await page
    .getByRole('group', { name: /hypotheekadviseur/ })
    .getByLabel('Nee')
    .check();
  await page.getByLabel('Prijsklasse van').selectOption('300000');
  await page.getByLabel('Prijsklasse tot').selectOption('350000');
  const areas = page.getByRole('combobox', { name: 'Zoekgebied' });
  await areas.fill('Zwolle');
  await areas.press('Enter');
  await page.getByLabel('Woningtype').selectOption('appartement');
  await page.getByLabel('Minimaal m²').selectOption('75-100');
  await page.getByLabel('Minimaal slaapkamers').selectOption('2');
  await page.getByLabel('Bouwperiode').selectOption('2010-heden');
  await page.getByLabel('Verwachte termijn aankoop').selectOption('Nog onbekend');
  // A half-typed field in a block that is hidden again neither blocks sending nor is sent.
  const ownHouse = page.getByRole('group', { name: /eigen woning/ });
  await ownHouse.getByLabel('Ja').check();
  await page.getByLabel('Huisnummer').fill('x');
  await ownHouse.getByLabel('Nee').check();
  await expect(page.getByLabel('Huisnummer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Aanvraag verstuurd', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/opdrachten$/, { timeout: 10_000 });
  // The new request is in the list.
  await expect(page.getByRole('row', { name: /Aankoopmakelaar – Zwolle In afwachting/ })).toBeVisible();
});

test('mortgage adviser from the portal asks for the current mortgage only with a current home', async ({
  page,
}) => {
  await page.goto('/form/hypotheekadviseur');
  await expect(page.getByRole('heading', { name: 'Hypotheekadviseur Project' })).toBeVisible();
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  for (const message of [
    'Selecteer een aanhef',
    'Selecteer of u een huidige woning heeft',
    'Gewenste hypotheek is verplicht',
    'Inkomen is verplicht',
    'Selecteer woningtype',
    'Gewenste afspraak datum is verplicht',
    'Selecteer gewenste termijn',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Huidige hypotheek (€)')).toHaveCount(0);
  await page
    .getByRole('group', { name: /huidige woning/ })
    .getByLabel('Ja')
    .check();
  await page.getByLabel('Huidige hypotheek (€)').fill('180000');
  await page.getByLabel('Aanhef').selectOption('Mevr.');
  await page.getByLabel('Gewenste hypotheek (€)').fill('320000');
  await page.getByLabel('Bruto maandinkomen (€)').fill('4800');
  await page.getByLabel('Type woning').selectOption('bestaande-woning');
  await page.getByLabel('Gewenste afspraak datum').fill('2027-01-15');
  await page.getByLabel('Gewenste termijn').selectOption('binnen-3-maanden');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/, { timeout: 10_000 });
});

test('sustainability advice asks what the advice should cover', async ({ page }) => {
  await page.goto('/form/verduurzaming');
  await expect(page.getByRole('heading', { name: 'Verduurzamingsadvies aanvragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Kies minimaal één onderwerp')).toBeVisible();
  await page.getByLabel('Postcode').fill('6811 AA');
  await page.getByLabel('Huisnummer').fill('10');
  await page.getByLabel('Straat').fill('Jansbinnensingel');
  await page.getByLabel('Plaats').fill('Arnhem');
  await page.getByLabel('Soort pand').selectOption('Tussenwoning');
  await page.getByLabel('Bouwjaar').fill('1968');
  await page.getByLabel('Huidig energielabel').selectOption('E');
  await page.getByLabel('Isolatie').check();
  await page.getByLabel('Warmtepomp').check();
  await page.getByLabel('Budget').selectOption('15000-30000');
  await page.getByLabel('Wanneer wilt u starten?').selectOption('binnen-1-jaar');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/, { timeout: 10_000 });
});

test('the energy label request goes back to the dashboard', async ({ page }) => {
  await page.goto('/nieuwe-opdracht');
  await page.getByText('Energielabel', { exact: true }).click();
  await page.getByRole('button', { name: 'Doorgaan naar formulier' }).click();
  await expect(page).toHaveURL(/\/form\/energielabel$/);
  await expect(page.getByRole('heading', { name: 'Energielabel aanvragen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar overzicht' })).toBeVisible();
  await expect(page.getByLabel('Gewenste dienst')).toHaveValue('Energielabel');
  await expect(page.getByLabel('Gewenste dienst')).toHaveAttribute('readonly', '');

  await page.getByLabel('Postcode').fill('123');
  await page.getByLabel('Bouwjaar').fill('85');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  for (const message of [
    'Selecteer het soort pand',
    'Voer een geldig bouwjaar in',
    'Voer de oppervlakte in',
    'Voer een geldige postcode in',
    'Voer het huisnummer in',
    'Voer de straatnaam in',
    'Voer de plaatsnaam in',
    'Selecteer een optie',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Soort pand').selectOption('Woonboot');
  await page.getByLabel('Bouwjaar').fill('1985');
  await page.getByLabel('Oppervlakte (m²)').fill('70');
  await page.getByLabel('Postcode').fill('1011AB');
  await page.getByLabel('Huisnummer').fill('3');
  await page.getByLabel('Straat').fill('Prins Hendrikkade');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByLabel('Afspraak met mij').check();
  await expect(page.getByLabel('Naam of e-mailadres')).toHaveValue('Pien Portaal');
  await expect(page.getByLabel('Contactnummer')).toHaveValue('0633344455');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Energielabel aanvraag verzonden')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
});
