// A professional fills in the company details their invoices need on /profiel#bedrijfsgegevens; they
// are kept after a reload, a bad IBAN is refused in Dutch, and the rest of the professional profile stays.
import { expect, test } from '../support/fixtures';

test('a professional saves their company details on /profiel and they are kept after a reload', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const pro = await createUser({ role: 'professional' });
  await apiLogin(page, pro.email, pro.password);

  // The professional profile first: saving the company details must leave it as it is.
  await page.goto('/profiel');
  await page.getByLabel('Ervaring').fill('12 jaar makelaar');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(page.getByText('Profiel opgeslagen').first()).toBeVisible();

  // The invoice widget links here.
  await page.goto('/profiel#bedrijfsgegevens');
  const card = page.locator('#bedrijfsgegevens');
  await expect(card.getByRole('heading', { name: 'Bedrijfsgegevens' })).toBeVisible();
  await expect(card).toBeInViewport();
  await expect(
    card.getByText(/Deze gegevens staan op uw facturen; op uw IBAN ontvangt u de uitbetalingen\./),
  ).toBeVisible();
  await expect(card.getByText('Nog niet compleet.')).toBeVisible();

  await card.getByLabel('Bedrijfsnaam').fill('Makelaardij De Gevel B.V.');
  await card.getByLabel('KVK-nummer').fill('1234 5678');
  await card.getByLabel('BTW-nummer').fill('nl123456789b01');
  await card.getByLabel('Straat').fill('Keizersgracht');
  await card.getByLabel('Huisnummer').fill('123');
  await card.getByLabel('Toevoeging').fill('A');
  await card.getByLabel('Postcode').fill('1015cj');
  await card.getByLabel('Plaats').fill('Amsterdam');

  // A wrong check digit: refused with the shared schema's Dutch message, nothing saved.
  await card.getByLabel('IBAN', { exact: true }).fill('NL92 ABNA 0417 1643 00');
  await card.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }).click();
  await expect(card.getByText('Vul een geldig IBAN in')).toBeVisible();
  await expect(card.getByLabel('IBAN', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await card.getByLabel('IBAN', { exact: true }).fill('nl91 abna 0417 1643 00');
  await card.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }).click();
  await expect(page.getByText('Uw bedrijfsgegevens zijn bijgewerkt.')).toBeVisible();
  await expect(card.getByText('Uw bedrijfsgegevens zijn compleet')).toBeVisible();

  await page.reload();
  await expect(card.getByLabel('Bedrijfsnaam')).toHaveValue('Makelaardij De Gevel B.V.');
  await expect(card.getByLabel('KVK-nummer')).toHaveValue('12345678');
  await expect(card.getByLabel('BTW-nummer')).toHaveValue('NL123456789B01');
  await expect(card.getByLabel('IBAN', { exact: true })).toHaveValue('NL91ABNA0417164300');
  await expect(card.getByLabel('Straat')).toHaveValue('Keizersgracht');
  await expect(card.getByLabel('Huisnummer')).toHaveValue('123');
  await expect(card.getByLabel('Toevoeging')).toHaveValue('A');
  await expect(card.getByLabel('Postcode')).toHaveValue('1015 CJ');
  await expect(card.getByLabel('Plaats')).toHaveValue('Amsterdam');
  await expect(page.getByLabel('Ervaring')).toHaveValue('12 jaar makelaar');

  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/profile-company-details-390.png', fullPage: true });
});

test('the e-mail address on /profiel is read-only and legible, and a consumer has no company details', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/profiel');
  const email = page.getByLabel('E-mailadres');
  await expect(email).toHaveValue(user.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(email).toBeEnabled();
  await expect(email).not.toBeEditable();
  await expect(page.locator('#bedrijfsgegevens')).toHaveCount(0);
});
