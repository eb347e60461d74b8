// Journey: an admin deletes a user after confirming; the user can no longer sign in.
import { DEMO, expect, test, uniqueTag } from '../support/fixtures';

test('an admin deletes a user after the confirm dialog and is back on the list', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const tag = `Weg${uniqueTag()}`;
  const user = await createUser({ firstName: 'Daan', lastName: tag });
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/admin/users/${user.user.id}`);
  await expect(page.getByRole('heading', { name: `Daan ${tag}` })).toBeVisible();

  await page.getByRole('button', { name: 'Gebruiker verwijderen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Gebruiker verwijderen?' });
  await expect(confirm).toContainText('niet ongedaan');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Gebruiker verwijderen' }).click();
  await page.screenshot({ path: '/tmp/users-delete-dialog.png' });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Gebruiker verwijderd', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/gebruikers$/);
  await page.getByLabel('Zoeken').fill(tag);
  await expect(page).toHaveURL(/q=Weg/);
  await expect(page.getByText('Geen gebruikers gevonden')).toBeVisible();

  const res = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(401);

  // The admin's own page has no delete button.
  await page.goto('/gebruikers');
  await page.getByLabel('Zoeken').fill(DEMO.admin.email);
  await expect(page).toHaveURL(/q=admin/);
  await page.getByRole('row').filter({ hasText: DEMO.admin.email }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Wachtwoord resetten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gebruiker verwijderen' })).toHaveCount(0);
});
