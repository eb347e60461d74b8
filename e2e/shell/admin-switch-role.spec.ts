// Journey: an admin views the portal as a consumer through the role switch, sees that this is an admin view,
// and switches back.
import { DEMO, expect, test } from '../support/fixtures';

test('admin switches to the consumer view and back', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Beheeroverzicht' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Hoofdmenu' });
  await expect(sidebar.getByRole('link', { name: 'Gebruikers' })).toBeVisible();
  await expect(sidebar.getByText('(Admin weergave)')).toHaveCount(0);

  await sidebar.getByRole('button', { name: 'Rol wisselen' }).click();
  await page.getByRole('menuitemradio', { name: 'Consument' }).click();

  // The page reloads as the consumer, marked as an admin view.
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await expect(sidebar.getByText('(Admin weergave)')).toBeVisible();
  await expect(sidebar.getByText('Consument', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);

  // Admin pages are closed in the consumer view.
  await page.goto('/gebruikers');
  await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toBeVisible();

  await sidebar.getByRole('button', { name: 'Rol wisselen' }).click();
  await page.getByRole('menuitemradio', { name: 'Beheerder' }).click();

  await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  await expect(sidebar.getByText('(Admin weergave)')).toHaveCount(0);
  await page.getByRole('link', { name: 'Overzicht' }).click();
  await expect(page.getByRole('heading', { name: 'Beheeroverzicht' })).toBeVisible();
});

test('the role switch is not offered to a consumer', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.consumer.email, DEMO.consumer.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rol wisselen' })).toHaveCount(0);
});
