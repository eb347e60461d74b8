// Journey: a visitor registers, confirms the e-mail address with the link from the mail, sees the
// congratulation on the dashboard, signs out and signs in again with the new account.
import { expect, test, uniqueEmail } from '../support/fixtures';

test('register, verify the e-mail address, sign out and sign in again', async ({ page, waitForMail }) => {
  const email = uniqueEmail('register');
  const password = 'Welkom-2026!';

  await page.goto('/');
  await page.getByRole('link', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/registreren$/);
  await expect(page.getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();

  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('de Boer');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer (optioneel)').fill('0612345678');
  await expect(page.getByLabel('Accounttype')).toHaveValue('consumer');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Bevestig wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  // Registration signs the new account in and loads its dashboard, which asks for verification.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await expect(page.getByText('Account aangemaakt')).toBeVisible();
  await expect(page.getByText('Bevestig uw e-mailadres')).toBeVisible();

  const mail = await waitForMail({ to: email, subject: /Welkom bij Woonportaal/ });
  const verifyLink = mail.links.find((link) => link.includes('/verify-email?token='));
  expect(verifyLink, `a verification link in: ${mail.links.join(', ')}`).toBeTruthy();

  await page.goto(verifyLink!);
  await expect(page.getByText('Uw e-mailadres is succesvol geverifieerd!')).toBeVisible();

  // After 3 seconds the dashboard celebrates and takes ?verification=success out of the address bar.
  await expect(page.getByText('Gefeliciteerd! Uw e-mailadres is succesvol geverifieerd!')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('canvas')).toBeAttached();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Bevestig uw e-mailadres')).toHaveCount(0);

  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await expect(page.getByText('Succesvol ingelogd')).toBeVisible();
  await expect(page.getByText('Welkom, Sanne!', { exact: false })).toBeVisible();
  await expect(page.getByText('Bevestig uw e-mailadres')).toHaveCount(0);
});

test('a wrong password keeps the visitor on the login page with a clear message', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page.getByText('Inloggen mislukt')).toBeVisible();
  await expect(page.getByText('Onjuist e-mailadres of wachtwoord')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
});
