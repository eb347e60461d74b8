// Journey: a user who forgot the password asks for a reset link, follows it from the mail, chooses a new
// password and signs in with it.
import { expect, test } from '../support/fixtures';

test('forgot password → link from the mail → new password → sign in with it', async ({
  page,
  createUser,
  waitForMail,
}) => {
  const user = await createUser({ firstName: 'Joost' });
  const newPassword = 'Nieuw-wachtwoord-42';

  await page.goto('/');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  // The router keeps the old page on screen until the new page's code has loaded: wait for the new page.
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByRole('button', { name: 'Verstuur reset link' }).click();

  await expect(page.getByText('E-mail verzonden')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Controleer uw e-mail' })).toBeVisible();

  const mail = await waitForMail({ to: user.email, subject: /Wachtwoord opnieuw instellen/ });
  const resetLink = mail.links.find((link) => link.includes('/reset-password?token='));
  expect(resetLink, `a reset link in: ${mail.links.join(', ')}`).toBeTruthy();

  await page.goto(resetLink!);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  await expect(page.getByText(/^Minimaal 8 karakters en niet makkelijk te raden/)).toBeVisible();
  await expect(page.getByText('Zorg ervoor dat beide wachtwoorden hetzelfde zijn.')).toBeVisible();

  // A mismatching confirmation is refused on the spot.
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Wachtwoord bijwerken' }).click();
  await expect(page.getByText('Controleer uw wachtwoord bevestiging')).toBeVisible();

  await page.getByLabel('Bevestig nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord bijwerken' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord bijgewerkt' })).toBeVisible();

  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await expect(page.getByText('Welkom, Joost!', { exact: false })).toBeVisible();
});

test('a used or made-up reset link is refused', async ({ page }) => {
  await page.goto('/reset-password?token=dit-is-geen-geldige-token');
  await expect(page.getByRole('heading', { name: 'Ongeldige reset link' })).toBeVisible();
  await expect(
    page.getByText('Deze reset link is verlopen of ongeldig. Vraag een nieuwe aan.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Nieuwe link aanvragen' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
});
