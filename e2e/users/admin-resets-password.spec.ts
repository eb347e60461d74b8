// Journey: an admin searches, filters and opens a user, resets their password, and the user signs in
// with it.
import { DEMO, expect, test, uniqueTag } from '../support/fixtures';

test('an admin finds a user, resets their password, and the user signs in with the new one', async ({
  page,
  browser,
  createUser,
  apiLogin,
  waitForMail,
}) => {
  const tag = `Zoekmans${uniqueTag()}`;
  const user = await createUser({ firstName: 'Rik', lastName: tag });
  const colleague = await createUser({ firstName: 'Pia', lastName: tag, role: 'professional' });

  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/gebruikers');
  await expect(page.getByRole('heading', { name: 'Gebruikers', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Alle/ })).toHaveAttribute('aria-selected', 'true');
  // Each tab shows its count.
  for (const name of ['Alle', 'Professionals', 'Consumenten', 'Beheerders'])
    await expect(page.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d+$`) })).toBeVisible();

  // Search by last name: both; filter to consumers: only Rik; the Professionals tab: only Pia.
  await page.getByLabel('Zoeken').fill(tag.toLowerCase());
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Rol', { exact: true }).selectOption('consumer');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(user.email);
  await page.getByRole('tab', { name: /Professionals/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(colleague.email);
  await page.getByRole('tab', { name: /Alle/ }).click();
  await expect(rows).toHaveCount(2);
  // By e-mail as well.
  await page.getByLabel('Zoeken').fill(user.email.toUpperCase());
  await expect(page).toHaveURL(/q=consumer/i);
  await expect(rows).toHaveCount(1);
  await page.screenshot({ path: '/tmp/users-list.png', fullPage: true });

  await rows
    .first()
    .getByRole('link', { name: `Rik ${tag}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${user.user.id}$`));
  await expect(page.getByRole('heading', { name: `Rik ${tag}` })).toBeVisible();
  await expect(page.getByText('Totaal projecten')).toBeVisible();
  await expect(page.getByText('Geen projecten')).toBeVisible();

  await page.getByRole('button', { name: 'Wachtwoord resetten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wachtwoord resetten' });
  const submit = dialog.getByRole('button', { name: 'Wachtwoord wijzigen' });
  await submit.click();
  await expect(dialog.getByText('Velden vereist').first()).toBeVisible();
  await dialog.getByLabel('Nieuw wachtwoord').fill('kort');
  await dialog.getByLabel('Bevestig wachtwoord').fill('anders');
  await submit.click();
  await expect(dialog.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  await dialog.getByLabel('Bevestig wachtwoord').fill('kort');
  await submit.click();
  await expect(dialog.getByText('Wachtwoord te kort')).toBeVisible();

  // The strength meter follows the password rule (decision 0027): what it calls weak, the server refuses.
  const newPassword = 'Nieuw-Wachtwoord-7';
  const meter = dialog.getByTestId('password-strength');
  await dialog.getByLabel('Nieuw wachtwoord').fill('abcdefgh');
  await expect(meter).toHaveAttribute('data-refused', 'true');
  await expect(meter).toContainText('Sterkte: Zwak');
  await dialog.getByLabel('Nieuw wachtwoord').fill(newPassword);
  await expect(meter).toHaveAttribute('data-refused', 'false');
  await expect(meter).toContainText('Sterkte: Zeer sterk');
  await dialog.getByLabel('Bevestig wachtwoord').fill(newPassword);
  await page.screenshot({ path: '/tmp/users-reset-dialog.png' });
  await submit.click();
  await expect(page.getByText('Wachtwoord gewijzigd', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail({ to: user.email, subject: /wachtwoord/i });
  expect(mail.text).not.toContain(newPassword);
  await page.screenshot({ path: '/tmp/users-detail.png', fullPage: true });

  // The user signs in through the login screen with the new password.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto('/');
  await userPage.getByLabel('E-mailadres').fill(user.email);
  await userPage.getByLabel('Wachtwoord').fill(newPassword);
  await userPage.getByRole('button', { name: 'Inloggen' }).click();
  await expect(userPage.getByText('Succesvol ingelogd')).toBeVisible();
  await expect(userPage.getByRole('link', { name: 'Profiel' }).first()).toBeVisible();
  await userContext.close();
});

test('a non-admin sees Toegang geweigerd on the user pages', async ({ page, createUser, apiLogin }) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  for (const path of ['/gebruikers', `/admin/users/${user.user.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toBeVisible();
  }
});
