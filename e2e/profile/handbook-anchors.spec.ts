// The handbook (/handleiding) opens at the anchors other screens link to.
import { expect, test } from '../support/fixtures';

test('the handbook opens at the anchor other screens link to', async ({ page, createUser, apiLogin }) => {
  const user = await createUser();
  await apiLogin(page, user.email, user.password);
  await page.goto('/handleiding#tips');
  await expect(page.getByRole('heading', { name: 'Handleiding' })).toBeVisible();
  await expect(page.locator('#tips')).toBeInViewport();
  for (const id of ['hoe-werkt-het', 'stappenplan', 'blogs', 'videos', 'afspraken', 'tips'])
    await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator('#leadvergoeding')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/manual-consumer.png' });
});
