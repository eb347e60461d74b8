// /opdrachten: the status filter is applied (known defect 1) for the role's own list, with the count of
// 'Mijn projecten', the spec's columns and links, and the empty text.
import { DEMO, expect, test } from '../support/fixtures';
import { assignViaApi, pendingDemoProjects, setStatusViaApi } from './helpers';

test('the status filter of /opdrachten narrows the list', async ({ page, browser, createUser, apiLogin }) => {
  // A fresh professional with two assignments of the demo consumer: one in progress, one completed.
  const pro = await createUser({ role: 'professional', firstName: 'Fleur', lastName: 'Visser' });
  const adminContext = await browser.newContext();
  await apiLogin(adminContext, DEMO.admin.email, DEMO.admin.password);
  const [active, done] = await pendingDemoProjects(adminContext.request, 2, 'oldest');
  await assignViaApi(adminContext.request, active!.id, pro.user.id);
  await assignViaApi(adminContext.request, done!.id, pro.user.id);
  await adminContext.close();

  await apiLogin(page, pro.email, pro.password);
  await setStatusViaApi(page.request, active!.id, 'in_progress');
  await setStatusViaApi(page.request, done!.id, 'in_progress');
  await setStatusViaApi(page.request, done!.id, 'completed');

  await page.goto('/opdrachten');
  await expect(page.getByRole('heading', { name: 'Opdrachten', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuw project maken' })).toHaveAttribute(
    'href',
    '/nieuwe-opdracht',
  );

  const filter = page.getByLabel('Status');
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Bekijken' }) });
  await expect(filter.getByRole('option', { name: 'Mijn projecten (2)' })).toBeAttached();
  await expect(rows).toHaveCount(2);

  // The columns: type, status, documents (Documenten, Contact), reference, view.
  const activeRow = rows.filter({ hasText: active!.projectId });
  await expect(activeRow).toContainText('In behandeling');
  await expect(activeRow.getByRole('link', { name: 'Documenten' })).toHaveAttribute(
    'href',
    `/documents?project=${active!.id}`,
  );
  await expect(activeRow.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    `/contact?project=${active!.id}`,
  );
  await expect(activeRow.getByRole('link', { name: 'Bekijken' })).toHaveAttribute(
    'href',
    `/project/${active!.id}`,
  );

  await filter.selectOption({ label: 'Actief' });
  await expect(page).toHaveURL(/filter=active/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(active!.projectId);

  await filter.selectOption({ label: 'Voltooid' });
  await expect(page).toHaveURL(/filter=completed/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(done!.projectId);
  await expect(rows).toContainText('Afgerond');
  await page.screenshot({ path: 'test-results/projects-opdrachten-voltooid.png', fullPage: true });

  await filter.selectOption({ label: 'Alle' });
  await expect(rows).toHaveCount(2);

  // The filter survives a reload (it lives in the address).
  await page.goto('/opdrachten?filter=completed');
  await expect(filter).toHaveValue('completed');
  await expect(rows).toHaveCount(1);
});

test('a consumer without assignments sees the empty text', async ({ page, createUser, apiLogin }) => {
  const consumer = await createUser();
  await apiLogin(page, consumer.email, consumer.password);
  await page.goto('/opdrachten');
  await expect(page.getByRole('heading', { name: 'Opdrachten', level: 1 })).toBeVisible();
  await expect(page.getByText('Geen opdrachten beschikbaar')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Voltooid' });
  await expect(page.getByText('Geen opdrachten beschikbaar')).toBeVisible();
});

test('the consumer filter shows their completed and active assignments apart', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.consumer.email, DEMO.consumer.password);
  await page.goto('/opdrachten?filter=active');
  await expect(page.getByRole('heading', { name: 'Opdrachten', level: 1 })).toBeVisible();
  const statuses = page.getByRole('row').locator('td:nth-child(2)');
  await expect(statuses.first()).toBeVisible();
  await expect(statuses.filter({ hasText: /Afgerond|Geannuleerd/ })).toHaveCount(0);

  await page.getByLabel('Status').selectOption({ label: 'Voltooid' });
  await expect(page).toHaveURL(/filter=completed/);
  await expect(statuses.filter({ hasNotText: 'Afgerond' })).toHaveCount(0);
});
