// Journey: a signed-in consumer opens 'Nieuwe opdracht', tries to continue without a choice, picks (and
// changes) a service, fills the valuation form with the contact details taken from the account, and lands on
// the new project's page.
import { expect, test } from '../support/fixtures';

test('a consumer chooses valuation in the service chooser, sends the form and lands on the project', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Tessa', lastName: 'Taxatie', phone: '0611122233' });
  await apiLogin(page, user.email, user.password);

  await page.goto('/nieuwe-opdracht');
  await expect(page.getByRole('heading', { name: 'Kies een professional' })).toBeVisible();
  for (const name of [
    'Aankoopmakelaar',
    'Verkoopmakelaar',
    'Hypotheekadviseur',
    'Taxatie',
    'Bouwkundige keuring',
    'Verduurzaming',
    'Energielabel',
  ]) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${name}`) })).toHaveCount(1);
  }

  // Without a choice 'Doorgaan naar formulier' is disabled and says why.
  const proceed = page.getByRole('button', { name: 'Doorgaan naar formulier' });
  await expect(proceed).toHaveAttribute('aria-disabled', 'true');
  await proceed.click({ force: true });
  await expect(page.getByText('Selectie vereist')).toBeVisible();
  await expect(page.getByText('Selecteer eerst een dienst voordat u doorgaat.')).toBeVisible();
  await expect(page).toHaveURL(/\/nieuwe-opdracht$/);

  // The choice can be replaced; the summary follows it.
  await page.getByText('Verkoopmakelaar', { exact: true }).click();
  await expect(page.getByText('Geselecteerd: Verkoopmakelaar')).toBeVisible();
  await page.getByText('Taxatie', { exact: true }).click();
  await expect(page.getByText('Geselecteerd: Taxatie')).toBeVisible();
  await expect(page.getByText('Geselecteerd: Verkoopmakelaar')).toHaveCount(0);
  await expect(page.getByText('wijzen wij een professional toe die contact met u opneemt')).toBeVisible();
  await expect(proceed).not.toHaveAttribute('aria-disabled', 'true');
  await proceed.click();

  await expect(page).toHaveURL(/\/form\/taxatie$/);
  await expect(page.getByRole('heading', { name: 'Taxatie aanvragen' })).toBeVisible();

  // The contact details come from the account and cannot be changed here.
  await expect(page.getByLabel('Voornaam')).toHaveValue('Tessa');
  await expect(page.getByLabel('Voornaam')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Achternaam')).toHaveValue('Taxatie');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(user.email);
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('06 11122233');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  for (const message of [
    'Aanhef is verplicht',
    'Adres is verplicht',
    'Woningtype is verplicht',
    'm2 is verplicht',
    'Slaapkamers is verplicht',
    'Bouwjaar is verplicht',
    'Staat is verplicht',
    'Doel taxatie is verplicht',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Aanhef').selectOption('Mevr.');
  const address = page.getByRole('combobox', { name: 'Adres van de woning' });
  await address.fill('Damrak 1, 1012 LG Amsterdam');
  await address.press('Escape');
  await page.getByLabel('Woningtype').selectOption('appartement');
  await page.getByLabel('Woonoppervlakte (m²)').fill('85');
  await page.getByLabel('Slaapkamers').selectOption('2');
  await page.getByLabel('Bouwjaar').fill('1912');
  await page.getByLabel('Staat van de woning').selectOption('goed');
  await expect(page.getByLabel('Type taxatie')).toHaveValue('aankoopbeslissing');
  await expect(page.getByLabel('Type taxatie').locator('option:checked')).toHaveText(
    'Taxatie aankoopbeslissing - €596',
  );
  await page.getByLabel('Spoed (binnen 3 dagen)').check();
  await page.getByLabel('Doel taxatie').selectOption('hypotheek');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Aanvraag verstuurd', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bezig...' })).toBeDisabled();
  // Two seconds later: the new project's page.
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/, { timeout: 10_000 });
});
