// A normal signed-out visit logs no error in the browser's console: asking who is signed in is answered
// 204 for a visitor, not 401 (decision 0001). An ended session is still told apart, and its cookie is cleared.
import { DEMO, expect, test } from '../support/fixtures';

const PAGES = ['/', '/registreren', '/wachtwoord-vergeten', '/privacy', '/taxatie', '/aankoopmakelaar'];

test('signed-out pages load without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('after signing out, the next load is a visitor’s: no session cookie, no console error', async ({
  page,
  apiLogin,
}) => {
  await apiLogin(page, DEMO.consumer.email, DEMO.consumer.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(errors).toEqual([]);
});
