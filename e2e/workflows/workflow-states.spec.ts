// The Stappenplan's other states: no professional yet, initialisation failing and retried, the
// steps failing to load and retried; an admin's visit prepares the steps without starting the project, and the
// admin works a step with yes/no fields, which starts it.
import { exampleEnergielabel } from '../../src/server/test/fixtures/requests';
import { DEMO, expect, test } from '../support/fixtures';
import { assignedProject, isoDateInDays } from './helpers';

test('no professional yet: the admin reads that the workflow waits for one', async ({ page, apiLogin }) => {
  const project = await assignedProject('energielabel', () => exampleEnergielabel(), { assign: false });
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  let initializeCalls = 0;
  await page.route('**/api/projects/*/steps/initialize', (route) => {
    initializeCalls += 1;
    return route.continue();
  });
  await page.goto(`/project/${project.id}`);
  const workflow = page.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow).toContainText('Er is nog geen professional toegewezen');
  expect(initializeCalls).toBe(0);
});

test('initialisation and loading failures offer a retry; the admin completes a yes/no step', async ({
  page,
  apiLogin,
}) => {
  const project = await assignedProject('energielabel', () => exampleEnergielabel());
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);

  // The first initialisation fails: the error and 'Opnieuw proberen'.
  await page.route('**/api/projects/*/steps/initialize', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Interne fout"}' }),
  );
  await page.goto(`/project/${project.id}`);
  const workflow = page.getByRole('region', { name: 'Project Stappenplan' });
  // The admin's visit initialises the steps once (here it fails).
  await expect(page.getByRole('alert').filter({ hasText: 'Workflow fout' }).first()).toBeVisible();
  await expect(workflow).toContainText('Workflow kon niet worden geïnitialiseerd.');
  await page.unroute('**/api/projects/*/steps/initialize');
  await workflow.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workflow gestart' })).toBeVisible();
  await expect(workflow.getByRole('heading', { name: 'Voortgang Energielabel' })).toBeVisible();
  await expect(workflow.getByText('0 van 4 voltooid')).toBeVisible();
  // Preparing the steps does not start the project.
  await expect(page.locator('h1 + div')).toContainText('Toegewezen');

  // Loading the steps fails: 'Workflow fout' with a retry that recovers.
  await page.route('**/api/projects/*/steps', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Interne fout"}' }),
  );
  await page.reload();
  await expect(workflow).toContainText('Workflow fout');
  await expect(workflow).toContainText('Kan workflow niet laden. Probeer de pagina te vernieuwen.');
  await workflow.screenshot({ path: 'test-results/workflows-load-error.png' });
  await page.unroute('**/api/projects/*/steps');
  await workflow.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(workflow.getByText('0 van 4 voltooid')).toBeVisible();

  // The admin works step 1: date, time and a yes/no.
  await workflow.getByRole('link', { name: 'Afspraak', exact: true }).click();
  await expect(workflow.getByText('Stap 1 van 4')).toBeVisible();
  await workflow.getByLabel('Datum afspraak').fill(isoDateInDays(1));
  await workflow.getByLabel('Tijd afspraak').fill('13:45');
  await workflow
    .getByRole('group', { name: 'Contact met de klant gemaakt' })
    .getByRole('radio', { name: 'Ja' })
    .check();
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stap voltooid' })).toBeVisible();
  await expect(workflow.getByText('Stap 2 van 4')).toBeVisible();
  // The first completed step starts the project.
  await expect(page.locator('h1 + div')).toContainText('In behandeling');
  await workflow.getByRole('link', { name: 'Vorige' }).click();
  const values = workflow.getByRole('definition');
  await expect(values).toHaveText(['', '13:45', 'Ja'].map((v, i) => (i === 0 ? /^\d{2}-\d{2}-\d{4}$/ : v)));
  await expect(workflow.getByRole('button', { name: 'Bewerken' })).toBeVisible();
});
