// Journey: a user changes the primary colour in the live theme editor; the page follows at once and keeps the
// choice after a reload.
import { expect, test } from '../support/fixtures';

const backgroundOf = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test('the primary colour changes live and survives a reload', async ({ page, createUser, apiLogin }) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/dashboard');

  const newAssignment = page.getByRole('banner').getByRole('link', { name: 'Nieuwe opdracht', exact: true });
  await expect(newAssignment).toBeVisible();
  expect(await backgroundOf(newAssignment)).toBe('rgb(0, 64, 48)'); // #004030, the default

  await page.getByRole('button', { name: 'Thema-editor' }).click();
  const editor = page.getByRole('complementary', { name: 'Thema aanpassen' });
  await expect(editor).toBeVisible();
  await editor.getByLabel('Primaire kleur').fill('#7c2d12');

  await expect.poll(() => backgroundOf(newAssignment)).toBe('rgb(124, 45, 18)');

  // A slider works the same way: the sidebar takes the chosen width.
  await editor.getByLabel('Zijbalkbreedte').fill('300');
  const sidebar = page.getByRole('complementary', { name: 'Hoofdmenu' });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(300);

  await page.reload();
  await expect(newAssignment).toBeVisible();
  expect(await backgroundOf(newAssignment)).toBe('rgb(124, 45, 18)');
  expect((await sidebar.boundingBox())?.width).toBe(300);

  // Reset brings the defaults back.
  await page.getByRole('button', { name: 'Thema-editor' }).click();
  await page.getByRole('button', { name: 'Standaardinstellingen herstellen' }).click();
  await expect.poll(() => backgroundOf(newAssignment)).toBe('rgb(0, 64, 48)');
});
