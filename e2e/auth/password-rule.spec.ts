// The password rule (decision 0027) in the forms that set a password: a password of a valid length that is
// easy to guess, or built from one's own name, is refused under the field, in the browser and by the server.
import type { Page } from '@playwright/test';
import { DEMO, expect, test, uniqueEmail } from '../support/fixtures';

const TOO_GUESSABLE = 'Dit wachtwoord is te makkelijk te raden';

/** Counts the requests to one API path, to show a form refused a password without asking the server. */
function countRequests(page: Page, path: string) {
  const seen = { count: 0 };
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

/** A form that sets a password: its field, the field's message, and a way to submit a password twice typed. */
function passwordForm(page: Page, form: { password: string; confirm: string; submit: string; id: string }) {
  const password = page.getByLabel(form.password, { exact: true });
  return {
    password,
    fieldError: page.locator(`#${form.id}-error`),
    async submitWith(value: string) {
      await password.fill(value);
      await page.getByLabel(form.confirm).fill(value);
      await page.getByRole('button', { name: form.submit }).click();
    },
  };
}

test('registration refuses 12345678 and a password made of one’s own name, and accepts a strong one', async ({
  page,
}) => {
  const email = uniqueEmail('regel');
  const registrations = countRequests(page, '/api/auth/register');
  await page.goto('/registreren');
  await expect(page.getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('E-mailadres').fill(email);

  const { password, fieldError, submitWith } = passwordForm(page, {
    password: 'Wachtwoord',
    confirm: 'Bevestig wachtwoord',
    submit: 'Account aanmaken',
    id: 'register-password',
  });

  // Eight characters, so the length rule passes; the rule does not.
  await submitWith('12345678');
  await expect(fieldError).toHaveText(TOO_GUESSABLE);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/registreren$/);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: '/tmp/password-rule-register-1024.png', fullPage: true });
  // On a phone the toast sits over the form; once it is closed the field's own message is there.
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await fieldError.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/password-rule-register-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // zxcvbn alone would let this through for Jan Jansen; the rule takes the name out first.
  await submitWith('Jansen2026!');
  await expect(fieldError).toHaveText(TOO_GUESSABLE);
  expect(registrations.count).toBe(0);

  // No account was made: the address is free and the refused password signs nobody in.
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: '12345678' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(login.status()).toBe(401);

  await submitWith('Fietst-Graag-Door-Zeeland');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Account aangemaakt')).toBeVisible();
  expect(registrations.count).toBe(1);
});

test('the reset screen refuses a guessable password; the server’s refusal of one’s own name shows under the field and the link keeps working', async ({
  page,
  createUser,
  waitForMail,
}) => {
  const user = await createUser({ firstName: 'Jan', lastName: 'Jansen' });
  await page.goto('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByRole('button', { name: 'Verstuur reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer uw e-mail' })).toBeVisible();
  const mail = await waitForMail({ to: user.email, subject: /Wachtwoord opnieuw instellen/ });
  const link = mail.links.find((l) => l.includes('/reset-password?token='))!;

  const resets = countRequests(page, '/api/auth/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  const { fieldError, submitWith } = passwordForm(page, {
    password: 'Nieuw wachtwoord',
    confirm: 'Bevestig nieuw wachtwoord',
    submit: 'Wachtwoord bijwerken',
    id: 'reset-password',
  });

  // A list password: refused in the browser.
  await submitWith('wachtwoord');
  await expect(fieldError).toHaveText(TOO_GUESSABLE);
  expect(resets.count).toBe(0);

  // The screen does not know whose link it is; the server does, and its answer lands under the field.
  await submitWith('Jansen2026!');
  await expect(fieldError).toHaveText(TOO_GUESSABLE);
  expect(resets.count).toBe(1);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();

  // The same link still takes a strong password.
  await submitWith('Zonnebloem-Kade-17');
  await expect(page.getByRole('heading', { name: 'Wachtwoord bijgewerkt' })).toBeVisible();
});

test('the admin reset dialog’s meter follows the rule and refuses password1', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Mila', lastName: 'Bakker' });
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  // Opened at phone width first, so the screenshots show the page as a phone lays it out, not a resized desktop.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/users/${user.user.id}`);
  await page.getByRole('button', { name: 'Wachtwoord resetten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wachtwoord resetten' });
  const meter = dialog.getByTestId('password-strength');
  const newPassword = dialog.getByLabel('Nieuw wachtwoord');
  const submit = dialog.getByRole('button', { name: 'Wachtwoord wijzigen' });

  await newPassword.fill('password1');
  await expect(meter).toHaveAttribute('data-refused', 'true');
  await expect(meter).toContainText('Sterkte: Zwak');
  await expect(meter).toContainText(TOO_GUESSABLE);
  await page.screenshot({ path: '/tmp/password-rule-admin-dialog-390.png' });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: '/tmp/password-rule-admin-dialog-1024.png' });

  // Submitting is refused under the field; the meter does not say it a second time.
  await dialog.getByLabel('Bevestig wachtwoord').fill('password1');
  await submit.click();
  await expect(dialog.locator('#admin-reset-new-error')).toHaveText(TOO_GUESSABLE);
  await expect(dialog.getByText(TOO_GUESSABLE, { exact: true })).toHaveCount(1);
  await expect(dialog).toBeVisible();

  // The user's own name does not make a password stronger.
  await newPassword.fill('Bakker2026!');
  await expect(meter).toHaveAttribute('data-refused', 'true');

  await newPassword.fill('Geheim123!');
  await expect(meter).toContainText('Sterkte: Redelijk');
  await newPassword.fill('Vier-Paarden-Op-Het-Strand');
  await expect(meter).toContainText('Sterkte: Zeer sterk');
  await expect(meter).toHaveAttribute('data-refused', 'false');
  await dialog.getByLabel('Bevestig wachtwoord').fill('Vier-Paarden-Op-Het-Strand');
  await submit.click();
  await expect(page.getByText('Wachtwoord gewijzigd', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});
