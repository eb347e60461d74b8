// Proves the harness: the built server is up and serves the web app's login page.
import { expect, test } from '../support/fixtures';

test('the login page is served at /', async ({ page, request, baseURL }) => {
  const health = await request.get(`${baseURL}/healthz`);
  expect(health.status()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
});
