// Journey (the audit trail): an admin resets a professional's password and, viewing the portal as them, changes
// their IBAN, through the API. Then the admin opens 'Auditlog' from the sidebar, finds those entries (the IBAN
// change names the professional they were viewing as, and its details show the IBAN before and after), filters by
// action, by period and by user, and downloads the selection as CSV; the professional's page shows the same recent
// activity with a link to the filtered log. Screenshots at 1024 and 390 px.
import { readFile } from 'node:fs/promises';
import { signedInRequest } from '../invoices/helpers';
import { e2eRuntime } from '../support/env';
import { DEMO, expect, test, uniqueTag } from '../support/fixtures';
import { listEntries } from '../support/lists';
import { settle } from '../support/routes';

/** Today as YYYY-MM-DD in the Netherlands, as the date fields take it. */
const dutchDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

test('an admin reads the audit log, filters it and downloads it', async ({ page, apiLogin, createUser }) => {
  const tag = uniqueTag();
  const pro = await createUser({ role: 'professional', firstName: 'Ilse', lastName: `Audit${tag}` });
  const proName = `Ilse Audit${tag}`;
  const headers = { Origin: e2eRuntime().baseURL };

  await signedInRequest(DEMO.admin, async (ctx) => {
    const reset = await ctx.post('/api/admin/reset-user-password', {
      data: { targetUserId: pro.user.id, newPassword: 'Nieuw-Wachtwoord-2026' },
      headers,
    });
    expect(reset.status(), await reset.text()).toBe(200);
    const viewAs = await ctx.post('/api/auth/switch-user', { data: { userId: pro.user.id }, headers });
    expect(viewAs.status()).toBe(200);
    const iban = await ctx.put('/api/professional-profile', {
      data: { specializations: [], iban: 'NL91 ABNA 0417 1643 00' },
      headers,
    });
    expect(iban.status(), await iban.text()).toBe(200);
  });

  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Navigatie' }).getByRole('link', { name: 'Auditlog' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Auditlog', level: 1 })).toBeVisible();
  await settle(page);

  // The entries as the screen shows them: table rows where the columns fit, else cards.
  const rows = listEntries(page, 'Regels van de auditlog');
  const ibanRow = rows.filter({ hasText: 'Bedrijfsgegevens gewijzigd' }).filter({ hasText: proName });
  await expect(ibanRow.first()).toContainText(`als ${proName} (Professional)`);
  await expect(ibanRow.first()).toContainText(DEMO.admin.email);
  // The IBAN in full before and after, behind the entry's disclosure.
  await ibanRow.first().getByText('Voor en na').click();
  await expect(ibanRow.first()).toContainText('IBAN');
  await expect(ibanRow.first()).toContainText('NL91ABNA0417164300');
  await page.screenshot({ path: 'test-results/audit/auditlog-1024.png', fullPage: true });

  // By action: only password resets by an admin, the professional's among them.
  await page
    .getByLabel('Actie', { exact: true })
    .selectOption({ label: 'Wachtwoord gewijzigd door beheerder' });
  await expect(page).toHaveURL(/action=users\.admin-password-reset/);
  await settle(page);
  await expect(rows.filter({ hasText: pro.user.id.slice(0, 8) })).toHaveCount(1);
  for (const text of await rows.allInnerTexts())
    expect(text).toContain('Wachtwoord gewijzigd door beheerder');

  // By period: yesterday has none of today's; today has it again.
  await page.getByLabel('Van', { exact: true }).fill(dutchDay(-1));
  await page.getByLabel('Tot en met', { exact: true }).fill(dutchDay(-1));
  await expect(rows.filter({ hasText: pro.user.id.slice(0, 8) })).toHaveCount(0);
  await page.getByLabel('Tot en met', { exact: true }).fill(dutchDay());
  await page.getByLabel('Van', { exact: true }).fill(dutchDay());
  await expect(page).toHaveURL(
    new RegExp(`from=${dutchDay()}.*to=${dutchDay()}|to=${dutchDay()}.*from=${dutchDay()}`),
  );
  await expect(rows.filter({ hasText: pro.user.id.slice(0, 8) })).toHaveCount(1);
  // A period that ends before it starts is not asked for; the field says why.
  await page.getByLabel('Van', { exact: true }).fill(dutchDay(1));
  await expect(page.getByText('De einddatum ligt vóór de begindatum')).toBeVisible();
  await page.getByLabel('Van', { exact: true }).fill(dutchDay());

  // By user, found by name: everything about the professional today, newest first.
  await page.getByLabel('Actie', { exact: true }).selectOption({ label: 'Alle acties' });
  await page.getByLabel('Gebruiker zoeken').fill(proName);
  const userSelect = page.getByLabel('Gebruiker', { exact: true });
  await expect(userSelect.locator('option', { hasText: proName })).toHaveCount(1);
  await userSelect.selectOption({ label: `${proName} (${pro.email})` });
  await expect(page).toHaveURL(new RegExp(`userId=${pro.user.id}`));
  await settle(page);
  const newestFirst = [
    'Bedrijfsgegevens gewijzigd',
    'Weergave als gebruiker gestart',
    'Wachtwoord gewijzigd door beheerder',
    'Account geregistreerd',
  ];
  await expect(rows).toHaveCount(newestFirst.length);
  for (const [i, action] of newestFirst.entries()) await expect(rows.nth(i)).toContainText(action);

  // The selection as CSV, for a Dutch spreadsheet.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^auditlog-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Datum en tijd;Gebruiker;E-mail;/);
  expect(lines).toHaveLength(5);
  expect(lines[1]).toContain('Bedrijfsgegevens gewijzigd');
  expect(lines[1]).toContain('NL91ABNA0417164300');

  // On a phone the entries are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Regels van de auditlog' })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Regels van de auditlog' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText(`als ${proName} (Professional)`);
  await page.screenshot({ path: 'test-results/audit/auditlog-390.png', fullPage: true });

  // The professional's page shows the same recent activity, with the way to the whole log.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/admin/users/${pro.user.id}`);
  const recent = listEntries(page, `Recente activiteit van ${proName}`);
  await expect(recent.filter({ hasText: 'Bedrijfsgegevens gewijzigd' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/audit/admin-user-1024.png', fullPage: true });
  await page.getByRole('link', { name: 'Alles in de auditlog' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?userId=${pro.user.id}$`));
  await expect(page.getByLabel('Gebruiker', { exact: true })).toHaveValue(pro.user.id);
});
