// The lead list pages through the server (docs/decisions/0021, The list on the server): 20 leads a page with the
// lists' pagination, the page, filter and search in the address (a reload keeps them), a new filter or search
// back at the first page, the filter counts from the fee summary, and the search answered by the server.
import { e2eRuntime } from '../support/env';
import { createUser, expect, test, uniqueEmail, uniqueTag } from '../support/fixtures';

test('21 leads are two pages; page, filter and search stay in the address', async ({ page, apiLogin }) => {
  test.setTimeout(120_000);
  const suffix = uniqueTag();
  const bringer = await createUser({ role: 'professional', firstName: 'Pim', lastName: `Pagina ${suffix}` });
  await apiLogin(page, bringer.email, bringer.password);

  // One client for all (the first lead makes the account), so the leads differ only in their names.
  const email = uniqueEmail('leadklant');
  const names = Array.from({ length: 21 }, (_, i) => `Klant ${String(i + 1).padStart(2, '0')} ${suffix}`);
  names[9] = `Zeldzame Naam ${suffix}`;
  for (const clientName of names) {
    const res = await page.request.post('/api/leads/create', {
      headers: { Origin: e2eRuntime().baseURL },
      data: {
        serviceType: 'energielabel',
        clientName,
        email,
        contactnummer: '0612345678',
        postcode: '3572AJ',
        huisnummer: '8',
        straat: 'Biltstraat',
        plaats: 'Utrecht',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/professional/leadvergoeding');
  const table = page.getByRole('table', { name: 'Uw leads' });
  const rows = table.locator('tbody tr');
  const pager = page.getByRole('navigation', { name: 'Paginering' });
  await expect(rows).toHaveCount(20);
  await expect(pager).toContainText('1–20 van 21');
  await expect(pager).toContainText('Pagina 1 van 2');
  await expect(page.getByRole('button', { name: /^Alle/ })).toContainText('(21)');
  await expect(page.getByRole('button', { name: /^Uitbetaald/ })).toContainText('(0)');
  // Newest first: the last one made opens the list.
  await expect(rows.first()).toContainText(names[20]!);

  await pager.getByRole('button', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[0]!);
  await expect(pager).toContainText('Pagina 2 van 2');
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[0]!);

  // A filter starts at the first page again.
  await page.getByRole('button', { name: /^Open/ }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(rows).toHaveCount(20);

  // The search is the server's: one lead, no pager, kept over a reload.
  await page.getByLabel('Zoeken').fill('zeldzame');
  await expect(page).toHaveURL(/zoek=zeldzame/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[9]!);
  await expect(pager).toHaveCount(0);
  await expect(page.getByText('1 van 21 leads')).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByLabel('Zoeken')).toHaveValue('zeldzame');

  await page.getByRole('button', { name: /^Voltooid/ }).click();
  await expect(page.getByText('Geen leads gevonden.')).toBeVisible();
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(rows).toHaveCount(20);
  await expect(page).not.toHaveURL(/status=|zoek=|pagina=/);
});
