// Journey (decision 0025): a user sets up two-factor sign-in on /profiel (the test scans nothing: it reads the key
// from the page and computes the app's code itself), keeps the recovery codes, signs out, signs in with password and
// code, then with a recovery code; an admin resets it on the user's page.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO, expect, test } from '../support/fixtures';
import { notDutchOn } from '../support/page-texts';
import { settle } from '../support/routes';

const PERIOD_MS = 30_000;
/** The code an authenticator app shows for `secret` during the time step of `timestampMs`. */
const codeAt = (secret: string, timestampMs: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: timestampMs });

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1024, height: 800 } } as const;

/**
 * WCAG 2.1 AA and Dutch only on the current state, nothing wider than the screen at 390 and 1024 px, and the
 * screenshots of both in /tmp. `random`: the key and the recovery codes on the page, whose letters may happen to
 * spell an English word.
 */
async function check(page: Page, name: string, random: string[] = []) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
  const byChance = (line: string) => {
    const word = /: '([^']+)' in/.exec(line)?.[1]?.toLowerCase() ?? '';
    return random.some((text) => text.toLowerCase().includes(word));
  };
  expect((await notDutchOn(page, name)).filter((line) => !byChance(line))).toEqual([]);
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    // No page is wider than the screen (nothing pans sideways on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({ path: `/tmp/2fa-${name}-${size}.png`, fullPage: true });
  }
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Verificatiecode' })).toBeVisible();
}

test('a user sets up two-factor sign-in on /profiel, signs in with a code and with a recovery code, and an admin resets it', async ({
  page,
  context,
  browser,
  createUser,
  apiLogin,
  waitForMail,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createUser({ firstName: 'Tessa', lastName: 'Tweestaps' });
  await apiLogin(page, user.email, user.password);

  await page.goto('/profiel');
  const card = page.getByRole('region', { name: 'Tweestapsverificatie' });
  await expect(card.getByText('Uitgeschakeld')).toBeVisible();
  await settle(page);
  await check(page, 'profile-off', [user.email]);

  // The password first: a wrong one says so under the field.
  await card.getByRole('button', { name: 'Instellen' }).click();
  await card.getByLabel('Huidig wachtwoord').fill('Verkeerd-1234');
  await card.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(card.getByText('Onjuist wachtwoord')).toBeVisible();
  await card.getByLabel('Huidig wachtwoord').fill(user.password);
  await card.getByRole('button', { name: 'Doorgaan' }).click();

  // The QR code, and the key in blocks of four for typing: the test types nothing, it computes.
  await expect(card.getByRole('img', { name: /QR-code/ })).toBeVisible();
  const shown = (await card.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = shown.replace(/\s/g, '');
  await check(page, 'profile-scan', [shown, user.email]);

  const enabledAt = Date.now();
  // A code of another step than the app's current one is refused, under the field.
  await card.getByLabel('Code uit de app').fill(codeAt(secret, enabledAt - 3 * PERIOD_MS));
  await card.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(card.getByText('Onjuiste of al gebruikte code')).toBeVisible();
  await card.getByLabel('Code uit de app').fill(codeAt(secret, enabledAt));
  await card.getByRole('button', { name: 'Bevestigen' }).click();

  // Ten recovery codes, shown once: copied, downloaded, and confirmed as saved before going on.
  const list = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(list).toHaveCount(10);
  const codes = (await list.allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await check(page, 'profile-codes', [...codes, user.email]);
  await card.getByRole('button', { name: 'Kopiëren' }).click();
  await expect(page.getByText('Gekopieerd', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(codes[9]);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('woonportaal-herstelcodes.txt');
  const text = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(text).toContain(code);
  await expect(card.getByRole('button', { name: 'Klaar' })).toBeDisabled();
  await card.getByLabel('Ik heb mijn herstelcodes veilig bewaard').check();
  await card.getByRole('button', { name: 'Klaar' }).click();
  await expect(card.getByText(/^Ingeschakeld sinds \d{2}-\d{2}-\d{4}/)).toBeVisible();
  await expect(card.getByTestId('recovery-codes')).toHaveCount(0);
  await check(page, 'profile-on', [user.email]);
  await waitForMail({ to: user.email, subject: /^Tweestapsverificatie ingeschakeld$/ });

  // Signing in: password, then the app's next code (the one that switched it on is spent).
  await signOut(page);
  await passwordStep(page, user.email, user.password);
  const codeField = page.getByLabel('Verificatiecode');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toBeFocused();
  await codeField.fill(codeAt(secret, enabledAt));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Onjuiste of al gebruikte code')).toBeVisible();
  await check(page, 'login-code');
  await codeField.fill(codeAt(secret, enabledAt + PERIOD_MS));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Succesvol ingelogd')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();

  // And with a recovery code instead of the phone.
  await signOut(page);
  await passwordStep(page, user.email, user.password);
  await page.getByRole('button', { name: 'Een herstelcode gebruiken' }).click();
  await expect(page.getByLabel('Herstelcode')).toBeFocused();
  await check(page, 'login-recovery');
  await page.getByLabel('Herstelcode').fill(codes[0]!);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await waitForMail({ to: user.email, subject: /herstelcode/ });

  // An admin resets it for someone who lost both phone and codes, after confirming.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await apiLogin(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.goto(`/admin/users/${user.user.id}`);
  const adminCard = admin.getByRole('region', { name: 'Tweestapsverificatie' });
  await expect(adminCard.getByText('Ingeschakeld', { exact: true })).toBeVisible();
  await adminCard.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Tweestapsverificatie resetten?' });
  await expect(confirm).toBeVisible();
  await check(admin, 'admin-reset-confirm', [user.email]);
  await confirm.getByRole('button', { name: 'Resetten' }).click();
  await expect(admin.getByText('Tweestapsverificatie is gereset')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(adminCard.getByText('Niet ingeschakeld')).toBeVisible();
  await expect(adminCard.getByRole('button', { name: 'Tweestapsverificatie resetten' })).toHaveCount(0);
  await check(admin, 'admin-user', [user.email]);
  await waitForMail({ to: user.email, subject: /hersteld door een beheerder/ });
  await adminContext.close();

  // The user's sessions ended; the password alone signs in again.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
});

test('switching two-factor sign-in off on /profiel asks first, with the password and a code', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/profiel');
  const card = page.getByRole('region', { name: 'Tweestapsverificatie' });
  await card.getByRole('button', { name: 'Instellen' }).click();
  await card.getByLabel('Huidig wachtwoord').fill(user.password);
  await card.getByRole('button', { name: 'Doorgaan' }).click();
  const secret = ((await card.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  const enabledAt = Date.now();
  await card.getByLabel('Code uit de app').fill(codeAt(secret, enabledAt));
  await card.getByRole('button', { name: 'Bevestigen' }).click();
  await card.getByLabel('Ik heb mijn herstelcodes veilig bewaard').check();
  await card.getByRole('button', { name: 'Klaar' }).click();

  await card.getByRole('button', { name: 'Uitschakelen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Tweestapsverificatie uitschakelen?' });
  await dialog.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(dialog.getByText('Wachtwoord is verplicht')).toBeVisible();
  await expect(dialog.getByText('Vul de code uit uw app of een herstelcode in')).toBeVisible();
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(user.password);
  await dialog.getByLabel('Code uit de app of herstelcode').fill(codeAt(secret, enabledAt));
  await dialog.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(dialog.getByText('Onjuiste of al gebruikte code')).toBeVisible();
  await check(page, 'profile-disable', [user.email]);
  await dialog.getByLabel('Code uit de app of herstelcode').fill(codeAt(secret, enabledAt + PERIOD_MS));
  await dialog.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(page.getByText('Tweestapsverificatie is uitgeschakeld')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Uitgeschakeld')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Instellen' })).toBeVisible();
});
