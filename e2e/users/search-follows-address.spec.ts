// /gebruikers keeps its search in the address (?q=): following the sidebar link back to the plain list clears
// the search box too, instead of the old term coming back a moment later.
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
