// Prices before the request: the service chooser and the public request forms show each service's price, or its
// 'vanaf' price, as the invoice will charge it (src/shared/invoices/prices.ts).
import { SERVICE_PRICES, servicePriceText } from '../../src/shared/invoices/prices';
import { expect, test } from '../support/fixtures';

test('the public request forms show the service’s price under the heading', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, type] of [
    ['/aankoopmakelaar', 'aankoopmakelaar'],
    ['/verkoopmakelaar', 'verkoopmakelaar'],
    ['/taxatie', 'taxatie'],
    ['/taxatie?formulier=uitgebreid', 'taxatie'],
    ['/bouwkundige', 'bouwkundige'],
    ['/hypotheek-adviseur', 'hypotheekadviseur'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(`Prijs: ${servicePriceText(type)}`), path).toBeVisible();
  }
  // The buyer's agent: the fee and the validation, €314,60 + €55,60 including VAT.
  await page.goto('/aankoopmakelaar');
  await expect(page.getByText('Prijs: €\u00a0370,20 incl. BTW')).toBeVisible();
  await page.goto('/taxatie');
  await expect(page.getByText('Prijs: vanaf €\u00a0544,50 incl. BTW')).toBeVisible();
});

test('the service chooser shows every service’s price, and the chosen form shows it again', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Pim', lastName: 'Prijs' });
  await apiLogin(page, user.email, user.password);
  await page.goto('/nieuwe-opdracht');
  await expect(page.getByRole('heading', { name: 'Kies een professional' })).toBeVisible();
  for (const { type } of SERVICE_PRICES) {
    await expect(page.locator(`#service-${type}-price`), type).toHaveText(servicePriceText(type));
  }
  await expect(page.getByRole('radio', { name: /^Energielabel/ })).toHaveAccessibleDescription(
    /302,50 incl\. BTW/,
  );

  await page.getByText('Verduurzaming', { exact: true }).click();
  await page.getByRole('button', { name: 'Doorgaan naar formulier' }).click();
  await expect(page).toHaveURL(/\/form\/verduurzaming$/);
  await expect(page.getByText(`Prijs: ${servicePriceText('verduurzaming')}`)).toBeVisible();
});
