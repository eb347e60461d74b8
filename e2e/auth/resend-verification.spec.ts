// Journey: an unverified consumer asks for a new verification mail from the dashboard banner and verifies with it.
import { expect, test } from '../support/fixtures';

test('the dashboard banner sends a new verification mail whose link verifies the address', async ({
  page,
  createUser,
  apiLogin,
  waitForMail,
}) => {
  const user = await createUser({ firstName: 'Rik' });
  await waitForMail({ to: user.email, subject: /Welkom bij Woonportaal/ });
  await apiLogin(page, user.email, user.password);
  await page.goto('/dashboard');

  await expect(page.getByText('Bevestig uw e-mailadres')).toBeVisible();
  await page.getByRole('button', { name: 'Verificatie e-mail opnieuw verzenden' }).click();
  await expect(page.getByText('Verificatie e-mail verzonden')).toBeVisible();

  const mail = await waitForMail({ to: user.email, subject: /Bevestig uw e-mailadres/ });
  const link = mail.links.find((l) => l.includes('/verify-email?token='));
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Uw e-mailadres is succesvol geverifieerd!')).toBeVisible();
  await expect(page.getByText('Gefeliciteerd! Uw e-mailadres is succesvol geverifieerd!')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Bevestig uw e-mailadres')).toHaveCount(0);
});
