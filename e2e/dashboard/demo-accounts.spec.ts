// The admin dashboard says plainly that demo accounts with the published password are active (the e2e
// server runs with SEED_DEMO=true, so they are, and may sign in from anywhere).
import { DEMO, DEMO_PASSWORD, expect, test } from '../support/fixtures';

test('the admin dashboard warns that demo accounts with the published password are active', async ({
  page,
  apiLogin,
}) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Beheeroverzicht' })).toBeVisible();
  const warning = page.getByRole('status').filter({ hasText: 'Demo-accounts zijn actief' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(DEMO.admin.email);
  await expect(warning).toContainText(DEMO_PASSWORD);
  await expect(warning).toContainText('SEED_DEMO=true');
  await page.screenshot({ path: 'test-results/dashboard-demo-accounts.png' });
  await expect(warning.getByRole('link', { name: 'Naar gebruikersbeheer' })).toHaveAttribute(
    'href',
    '/gebruikers',
  );

  const health = await (await page.request.get('/healthz')).json();
  expect(health.demoAccounts).toBe(true);
});
