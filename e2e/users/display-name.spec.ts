// Journey: a consumer adds her tussenvoegsel on /profiel, and from then on her whole name, 'Sanne van der Berg…',
// stands in the sidebar; an admin finds her in the user list by 'van der', by her surname and by 'Sanne van der',
// and the list puts her under B.
import { DEMO, expect, test, uniqueTag } from '../support/fixtures';

test('the whole name with its tussenvoegsel is shown in the sidebar and the user list, and search finds it', async ({
  browser,
  page,
  createUser,
  apiLogin,
}) => {
  const surname = `Berg${uniqueTag()}`;
  const sanne = await createUser({ firstName: 'Sanne', lastName: surname });
  const whole = `Sanne van der ${surname}`;

  // --- Sanne adds 'van der' to her name.
  const own = await browser.newContext();
  const me = await own.newPage();
  await apiLogin(me, sanne.email, sanne.password);
  await me.goto('/profiel');
  const personal = me.locator('form').filter({ has: me.locator('#profile-tussenvoegsel') });
  await personal.getByLabel('Tussenvoegsel').fill('van der');
  await personal.getByRole('button', { name: 'Opslaan' }).click();
  await expect(me.getByText('Profiel opgeslagen').first()).toBeVisible();
  await me.reload();
  await expect(
    me.getByRole('complementary', { name: 'Hoofdmenu' }).getByText(whole, { exact: true }),
  ).toBeVisible();
  await own.close();

  // --- The admin finds her by each part of her name.
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/gebruikers');
  const search = page.getByLabel('Zoeken');
  const link = page.getByRole('link', { name: whole, exact: true });
  for (const q of [`van der ${surname}`, surname, `Sanne van der ${surname.slice(0, 6)}`]) {
    await search.fill(q);
    await expect(link).toBeVisible();
  }
  // Her first name and surname without the tussenvoegsel between them is not how she is called.
  await search.fill(`Sanne ${surname}`);
  await expect(page.getByText('Geen gebruikers gevonden')).toBeVisible();
  await expect(link).toHaveCount(0);

  await search.fill(surname);
  await link.click();
  await expect(page.getByRole('heading', { name: whole })).toBeVisible();
});
