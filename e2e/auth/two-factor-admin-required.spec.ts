// Journey (decision 0025): where admins must sign in with a second factor (REQUIRE_2FA_ADMIN), an admin without it
// sees nothing but the screen that sets it up, on every address, and can sign out; once it is on, the portal opens.
// The suite's shared server runs on this computer, where the rule is off by default, so this spec starts a server
// of its own with REQUIRE_2FA_ADMIN=true and the demo accounts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ENV } from '../support/env';
import { DEMO, expect, test } from '../support/fixtures';
import { notDutchOn } from '../support/page-texts';
import { settle } from '../support/routes';
import { type RunningServer, startBuiltServer } from '../support/server';

let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'woon-e2e-2fa-'));
  server = await startBuiltServer({
    root: process.cwd(),
    dataDir,
    smtpUrl: process.env[E2E_ENV.smtpUrl]!,
    logFile: path.resolve('test-results/e2e-2fa-required-server.log'),
    env: { REQUIRE_2FA_ADMIN: 'true' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/`);
  await page.getByLabel('E-mailadres').fill(DEMO.admin.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
}

test('an admin without two-factor sign-in can only set it up or sign out, then reaches the portal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);

  // Every address shows the same screen; the API refuses the rest anyway.
  for (const address of ['/dashboard', '/gebruikers', '/profiel']) {
    await page.goto(`${server.url}${address}`);
    await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
    await expect(page.locator('#app-sidebar')).toHaveCount(0);
  }
  const refused = await page.request.get(`${server.url}/api/users`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('Stel eerst tweestapsverificatie in om verder te gaan.');

  // WCAG 2.1 AA, Dutch only, nothing wider than the screen: at 390 and 1024 px.
  await settle(page);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
      [],
    );
    expect(await notDutchOn(page, `setup screen ${viewport.width}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({ path: `/tmp/2fa-admin-required-${viewport.width}.png`, fullPage: true });
  }

  // Signing out is always there.
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();

  // Setting it up opens the portal, after the recovery codes are saved.
  await signIn(page);
  await page.getByLabel('Huidig wachtwoord').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  await page
    .getByLabel('Code uit de app')
    .fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() }));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.screenshot({ path: '/tmp/2fa-admin-required-codes-1024.png', fullPage: true });
  await page.getByLabel('Ik heb mijn herstelcodes veilig bewaard').check();
  await page.getByRole('button', { name: 'Klaar' }).click();
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie instellen' })).toHaveCount(0);
  await page.goto(`${server.url}/gebruikers`);
  await expect(page.getByRole('heading', { name: 'Gebruikers', exact: true })).toBeVisible();
});
