// /gebruikers: the search lives in the address (?q=) and follows it, and a list that cannot be loaded says so.
import { DEMO, expect, test } from '../support/fixtures';

test('the sidebar link to Gebruikers clears a search', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/gebruikers');
  await expect(page.getByRole('heading', { name: 'Gebruikers', exact: true })).toBeVisible();
  await page.getByLabel('Zoeken').fill('niemand-heet-zo');
  await expect(page).toHaveURL(/[?&]q=niemand-heet-zo/);

  await page.getByRole('navigation', { name: 'Navigatie' }).getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page.getByLabel('Zoeken')).toHaveValue('');
  // Past the search's 300 ms pause, the address still has no search.
  await page.waitForTimeout(600);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

// The list says 'Fout bij laden' when it cannot be loaded. The failure is made at the network edge
// (the server itself answers fine), the way an outage or a lost connection would look to the browser.
test('the user list says Fout bij laden when the list cannot be loaded', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.route(/\/api\/users(\?|$)/, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Onderhoud"}' }),
  );
  await page.goto('/gebruikers');
  await expect(page.getByRole('alert').filter({ hasText: 'Fout bij laden' })).toBeVisible();
});
