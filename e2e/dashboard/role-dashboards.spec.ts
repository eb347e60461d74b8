// The role dashboards: every button of the consumer's cards leads somewhere real, the admin
// sees the assignment and user counts, and a professional's profile card reads 'Niet opgegeven' where empty.
import { DEMO, expect, test } from '../support/fixtures';

test('the consumer dashboard cards lead to real destinations', async ({ page, createUser, apiLogin }) => {
  const consumer = await createUser();
  await apiLogin(page, consumer.email, consumer.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mijn opdrachten' })).toBeVisible();
  await expect(page.getByText('U heeft nog geen opdrachten.')).toBeVisible();
  await page.screenshot({ path: 'test-results/dashboard-consumer.png', fullPage: true });
  // The dashboard promises nothing the handbook does not have: there are no videos yet, and it says so.
  await expect(page.getByText('Er zijn nog geen video’s.', { exact: false })).toBeVisible();

  const expected: [string, string][] = [
    ['Nieuwe opdracht', '/nieuwe-opdracht'],
    ['Alle opdrachten', '/opdrachten'],
    ['Blogs lezen', '/handleiding#blogs'],
    ['Uitleg in het kort', '/handleiding#videos'],
    ['Stappenplan bekijken', '/handleiding#stappenplan'],
    ['Afspraken bekijken', '/handleiding#afspraken'],
    ['Naar de handleiding →', '/handleiding#tips'],
  ];
  for (const [name, href] of expected) {
    // 'Nieuwe opdracht' is one name for one action: the top bar, the quick link and the empty list's
    // link all say it, and all go to the same form.
    const links = page.getByRole('link', { name, exact: true });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
  }
  const main = page.getByRole('main');
  for (const name of ['Nieuwe opdracht', 'Mijn opdrachten', 'Handleiding', 'Mijn profiel']) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  }

  // Following them: the step plan opens the handbook, the quick action the list of own assignments.
  await page.getByRole('link', { name: 'Stappenplan bekijken' }).click();
  await expect(page).toHaveURL(/\/handleiding#stappenplan$/);
  await expect(page.getByRole('heading', { name: 'Handleiding', level: 1 })).toBeVisible();
  await page.goBack();
  await main.getByRole('link', { name: /^Mijn opdrachten/ }).click();
  await expect(page.getByRole('heading', { name: 'Opdrachten', level: 1 })).toBeVisible();
});

test('the admin dashboard shows the assignment and user counts', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Beheeroverzicht' })).toBeVisible();
  const users = page.getByRole('heading', { name: 'Gebruikers', exact: true }).locator('xpath=../..');
  await expect(users.getByRole('definition')).toHaveCount(4);
  // Other tests create consumers and professionals while this one runs, so the numbers are checked against each
  // other and against what no test changes (the admins), not against a count taken a moment earlier.
  const [total, consumers, professionals, admins] = (
    await users.getByRole('definition').allTextContents()
  ).map(Number);
  expect(total).toBe(consumers! + professionals! + admins!);
  expect(consumers).toBeGreaterThanOrEqual(1);
  expect(professionals).toBeGreaterThanOrEqual(1);
  const counts = await (await page.request.get('/api/users/counts')).json();
  expect(admins).toBe(counts.admin);
  // The tiles name each status as every other screen does (PROJECT_STATUS_LABELS, decision 0020).
  for (const label of ['Totaal', 'In afwachting', 'Toegewezen', 'In behandeling', 'Afgerond']) {
    await expect(page.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
  }
});

test("a new professional's profile card says 'Niet opgegeven'", async ({ page, createUser, apiLogin }) => {
  const pro = await createUser({ role: 'professional' });
  await apiLogin(page, pro.email, pro.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Werkoverzicht' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Facturen' }).first()).toHaveAttribute(
    'href',
    '/professional/invoices',
  );
  await expect(page.getByRole('link', { name: 'Leadvergoeding' }).first()).toHaveAttribute(
    'href',
    '/professional/leadvergoeding',
  );
  const card = page.getByRole('heading', { name: 'Mijn profiel' }).locator('xpath=../..');
  await expect(card.getByText('Niet opgegeven')).toHaveCount(4);
  await expect(page.getByText('Er zijn nog geen opdrachten aan u toegewezen')).toBeVisible();
  await page.screenshot({ path: 'test-results/dashboard-professional.png', fullPage: true });
});
