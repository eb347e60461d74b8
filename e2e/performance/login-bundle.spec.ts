// Budget: the sign-in page's JavaScript is at most 120 KB gzipped; later screens load as
// separate chunks. Measured as a browser loads it: every script the login page fetches, gzipped at level 9.
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

const BUDGET_BYTES = 120 * 1024;

test('the sign-in page loads at most 120 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const detail = [...scripts]
    .map(([url, n]) => `${new URL(url).pathname} ${(n / 1024).toFixed(1)} KB`)
    .join(', ');
  console.log(`login page JS: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files (${detail})`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  // The service chooser and the request forms are chunks of their own, never part of signing in.
  const formChunks = [...scripts.keys()]
    .map((url) => new URL(url).pathname)
    .filter((p) =>
      /\/(new-request-page|buyer-pages|seller-pages|valuation-pages|mortgage-pages|survey-pages|sustainability-page|energy-label-page|use-request-submit|address-autocomplete)-/.test(
        p,
      ),
    );
  expect(formChunks).toEqual([]);
});
