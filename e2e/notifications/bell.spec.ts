// Journey: a new user has a welcome notification; opening it from the bell marks it read and the unread count
// drops.
import { expect, test } from '../support/fixtures';

test('a notification is marked read from the bell and the count drops', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/dashboard');

  const bell = page.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toHaveAccessibleName('Meldingen, 1 ongelezen');

  await bell.click();
  const welcome = page.getByRole('menuitem', { name: /Welkom bij Woonportaal/ });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('minuten geleden');
  await welcome.click();

  await expect(bell).toHaveAccessibleName('Meldingen');
  const count = await page.request.get('/api/notifications/count');
  expect(await count.json()).toEqual({ count: 0 });

  // Opened again, the list still holds the notification, now read.
  await bell.click();
  await expect(page.getByRole('menuitem', { name: 'Welkom bij Woonportaal', exact: true })).toBeVisible();
});
