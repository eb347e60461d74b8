// Postcode and house number fill street and place, and the address box suggests addresses.
// The e2e server asks a local fake PDOK (e2e/support/global-setup.ts) that knows Damrak 1, 1012 LG Amsterdam.
import { expect, test } from '../support/fixtures';

test('postcode and house number fill street and place on the survey form', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/form/bouwkundige');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByLabel('Postcode').fill('1012 lg');
  await page.getByLabel('Huisnummer').fill('1');
  await expect(page.getByLabel('Straat')).toHaveValue('Damrak');
  await expect(page.getByLabel('Plaats')).toHaveValue('Amsterdam');
  await expect(page.getByText('Adres gevonden: Damrak, Amsterdam')).toBeVisible();

  // What the person typed themselves is never overwritten by a later lookup.
  await page.getByLabel('Straat').fill('Eigen straatnaam');
  await page.getByLabel('Huisnummer').fill('2');
  await page.getByLabel('Huisnummer').fill('1');
  await expect(page.getByLabel('Straat')).toHaveValue('Eigen straatnaam');
});

test('the address box suggests addresses as you type', async ({ page }) => {
  await page.goto('/verkoopmakelaar');
  const address = page.getByRole('combobox', { name: 'Adres van de woning' });
  await address.fill('Damrak');
  const suggestion = page.getByRole('option', { name: /Damrak 1, 1012LG Amsterdam/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(address).toHaveValue('Damrak 1, 1012LG Amsterdam');
});

test('a lookup that finds nothing or cannot reach the service says so and leaves the fields to type', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/form/bouwkundige');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByLabel('Postcode').fill('9999 ZZ');
  await page.getByLabel('Huisnummer').fill('7');
  await expect(page.getByText('Wij vinden geen adres bij deze postcode en dit huisnummer.')).toBeVisible();
  await page.getByLabel('Straat').fill('Zelf getypt');
  await expect(page.getByLabel('Straat')).toHaveValue('Zelf getypt');

  await page.route('**/api/addresses/lookup**', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Huisnummer').fill('8');
  await expect(
    page.getByText('De adresservice is nu niet bereikbaar. Vul straat en plaats zelf in.'),
  ).toBeVisible();
  await expect(page.getByLabel('Plaats')).toBeEditable();
});
