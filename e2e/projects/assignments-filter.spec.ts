// /opdrachten: the status filter is applied to the role's own list, with the count of
// 'Mijn projecten', the spec's columns and links, and the empty text. The demo seed gives the demo professional
// assignments in several stages; the numbers are compared with what the API says, so that other journeys
// adding work do not break this one.
import { DEMO, expect, test } from '../support/fixtures';
import { totalOf } from './helpers';

test('the status filter of /opdrachten narrows the professional list', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.professional.email, DEMO.professional.password);
  const url = '/api/projects/assigned?pageSize=100';
  const mine = await totalOf(page.request, `${url}&filter=current`);
  const active = await totalOf(page.request, `${url}&filter=active`);
  const completed = await totalOf(page.request, `${url}&filter=completed`);
  expect(active, 'the demo seed gives the demo professional active work').toBeGreaterThan(0);
  expect(completed, 'the demo seed gives the demo professional completed work').toBeGreaterThan(0);
  expect(active + completed).toBeLessThanOrEqual(mine);

  await page.goto('/opdrachten');
  await expect(page.getByRole('heading', { name: 'Opdrachten', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Nieuwe opdracht' })).toHaveAttribute(
    'href',
    '/nieuwe-opdracht',
  );

  const filter = page.getByLabel('Status');
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Bekijken' }) });
  const statusCells = rows.locator('td:nth-child(2)');
  await expect(filter.getByRole('option', { name: `Mijn projecten (${mine})` })).toBeAttached();
  await expect(rows).toHaveCount(mine);

  // The columns: type, status, documents (Documenten, Contact), reference, view.
  const first = rows.first();
  const id = (await first.getByRole('link', { name: 'Bekijken' }).getAttribute('href'))!.split('/').pop()!;
  await expect(first.getByRole('link', { name: 'Documenten' })).toHaveAttribute(
    'href',
    `/documents?project=${id}`,
  );
  await expect(first.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    `/contact?project=${id}`,
  );
  await expect(first.locator('td:nth-child(4)')).toHaveText(/^[A-Z]{2}-\d{4}-\d{5}$/);

  await filter.selectOption({ label: 'Actief' });
  await expect(page).toHaveURL(/filter=active/);
  await expect(rows).toHaveCount(active);
  await expect(statusCells.filter({ hasText: /Afgerond|Geannuleerd/ })).toHaveCount(0);

  await filter.selectOption({ label: 'Voltooid' });
  await expect(page).toHaveURL(/filter=completed/);
  await expect(rows).toHaveCount(completed);
  await expect(statusCells.filter({ hasNotText: 'Afgerond' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/projects-opdrachten-voltooid.png', fullPage: true });

  await filter.selectOption({ label: 'Alle' });
  await expect(rows).toHaveCount(mine);

  // The filter lives in the address: a reload or a shared link keeps it.
  await page.goto('/opdrachten?filter=completed');
  await expect(filter).toHaveValue('completed');
  await expect(rows).toHaveCount(completed);
});

test('a consumer sees only their own assignments, filtered', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.consumer.email, DEMO.consumer.password);
  const url = '/api/projects/consumer?pageSize=100';
  const active = await totalOf(page.request, `${url}&filter=active`);
  const completed = await totalOf(page.request, `${url}&filter=completed`);

  await page.goto('/opdrachten?filter=active');
  await expect(page.getByRole('heading', { name: 'Opdrachten', level: 1 })).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Bekijken' }) });
  await expect(rows).toHaveCount(Math.min(active, 20));
  await expect(rows.locator('td:nth-child(2)').filter({ hasText: /Afgerond|Geannuleerd/ })).toHaveCount(0);

  await page.getByLabel('Status').selectOption({ label: 'Voltooid' });
  await expect(page).toHaveURL(/filter=completed/);
  await expect(rows).toHaveCount(Math.min(completed, 20));
  await expect(rows.locator('td:nth-child(2)').filter({ hasNotText: 'Afgerond' })).toHaveCount(0);
});

test('a consumer without assignments sees the empty text', async ({ page, createUser, apiLogin }) => {
  const consumer = await createUser();
  await apiLogin(page, consumer.email, consumer.password);
  await page.goto('/opdrachten');
  await expect(page.getByRole('heading', { name: 'Opdrachten', level: 1 })).toBeVisible();
  await expect(page.getByText('Geen opdrachten beschikbaar')).toBeVisible();
  await expect(page.getByLabel('Status').getByRole('option', { name: 'Mijn projecten (0)' })).toBeAttached();
});
