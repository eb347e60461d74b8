// Journey: on the seller's agent form the 'to' value follows the 'from' value (from 'from' upward, cleared when
// it falls below), the future address appears only when a new home is needed, and the request lands on the new
// project's page.
import { expect, test } from '../support/fixtures';

test('the seller’s expected value range follows “from” and the request opens the project', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Vera', lastName: 'Verkoper', phone: '0644455566' });
  await apiLogin(page, user.email, user.password);
  await page.goto('/form/verkoopmakelaar');
  await expect(page.getByRole('heading', { name: 'Verkoopmakelaar aanvragen' })).toBeVisible();

  // The form's defaults.
  await expect(page.getByLabel('Woningtype')).toHaveValue('Appartement');
  await expect(page.getByLabel('Woonoppervlakte (m²)')).toHaveValue('0-30');
  await expect(page.getByLabel('Slaapkamers')).toHaveValue('1-2');
  await expect(page.getByLabel('Afwerking')).toHaveValue('Casco');
  await expect(page.getByLabel('Wanneer wilt u verkopen?')).toHaveValue('Binnen 3 maanden');

  const from = page.getByLabel('Verwachte waarde van');
  const to = page.getByLabel('Verwachte waarde tot');
  await expect(to.locator('option', { hasText: '€ 5.000.000+' })).toHaveCount(1);
  await expect(to.locator('option[value="4500000"]')).toHaveCount(0);

  await from.selectOption('500000');
  await expect(to.locator('option[value="450000"]')).toHaveCount(0);
  await expect(to.locator('option[value="500000"]')).toHaveCount(1);
  await to.selectOption('600000');
  await from.selectOption('700000');
  // 'to' fell below 'from': cleared.
  await expect(to).toHaveValue('');
  await to.selectOption('800000');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Aanhef is verplicht', { exact: true })).toBeVisible();
  await expect(page.getByText('Adres is verplicht', { exact: true })).toBeVisible();
  await expect(page.getByText('Dit veld is verplicht', { exact: true })).toBeVisible();

  await page.getByLabel('Aanhef').selectOption('Mevr.');
  const address = page.getByRole('combobox', { name: 'Adres van de woning' });
  await address.fill('Oudegracht 100, 3511 AX Utrecht');
  await address.press('Escape');
  await page.getByLabel('Woningtype').selectOption('Hoekwoning');

  const newHome = page.getByRole('region', { name: /Nieuwe woning/ });
  await expect(newHome.getByLabel('Postcode')).toHaveCount(0);
  await newHome.getByLabel('Ja').check();
  await expect(newHome.getByLabel('Postcode')).toBeVisible();
  await newHome.getByLabel('Nee').check();
  await expect(newHome.getByLabel('Postcode')).toHaveCount(0);

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Aanvraag verstuurd', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/, { timeout: 10_000 });
});
