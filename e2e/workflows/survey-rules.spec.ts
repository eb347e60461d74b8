// The structural survey's rules in the browser: the appointment may not lie in the past, the
// report must be a PDF of at most 10 MB, and the result is a choice whose explanation is shown with it.
import { exampleBouwkundige } from '../../src/server/test/fixtures/requests';
import { pdfBytes } from '../documents/helpers';
import { expect, test } from '../support/fixtures';
import { assignedProject, isoDateInDays } from './helpers';

test('structural survey: no past appointment, PDF of at most 10 MB, result with its explanation', async ({
  page,
  apiLogin,
}) => {
  const project = await assignedProject('bouwkundige', exampleBouwkundige);
  await apiLogin(page, project.professional.email, project.professional.password);
  await page.goto(`/project/${project.id}?stap=1`);
  const workflow = page.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow.getByText('Stap 1 van 3')).toBeVisible();

  await workflow.getByLabel('Datum keuring').fill(isoDateInDays(-1));
  await workflow.getByLabel('Tijd keuring').fill('08:30');
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(workflow.getByRole('alert')).toHaveText('De datum mag niet in het verleden liggen');
  await expect(workflow.getByText('0 van 3 voltooid')).toBeVisible(); // nothing was sent

  await workflow.getByLabel('Datum keuring').fill(isoDateInDays(7));
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(workflow.getByText('Stap 2 van 3')).toBeVisible();

  // More than 10 MB: refused before the upload.
  const report = workflow.getByLabel('Keuringsrapport (PDF)');
  const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
  await report.setInputFiles({ name: 'groot.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(page.getByRole('alert').filter({ hasText: 'Ongeldig bestand' })).toContainText(
    'Bestand is te groot (maximaal 10 MB)',
  );
  await expect(workflow.getByText('Geen bestand gekozen')).toBeVisible();

  await report.setInputFiles({
    name: 'keuring.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('Keuring'),
  });
  await expect(workflow.getByRole('link', { name: 'keuring.pdf downloaden' })).toBeVisible();
  await workflow.getByLabel('Resultaat keuring').selectOption('Redelijk');
  await expect(workflow).toContainText('Kleine gebreken of achterstallig onderhoud');
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(workflow.getByText('Stap 3 van 3')).toBeVisible();

  // Step 2 read-only: the result with its explanation and the report link; then edited.
  await workflow.getByRole('link', { name: 'Vorige' }).click();
  await expect(workflow.getByText('Redelijk', { exact: true })).toBeVisible();
  await expect(workflow).toContainText('Kleine gebreken of achterstallig onderhoud');
  await expect(workflow.getByRole('link', { name: 'Rapport downloaden' })).toHaveAttribute(
    'href',
    /^\/api\/documents\/[0-9a-f-]{36}\/download$/,
  );
  await workflow.getByRole('button', { name: 'Bewerken' }).click();
  await workflow.getByLabel('Resultaat keuring').selectOption('Goed');
  await workflow.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stap bijgewerkt' })).toBeVisible();
  await expect(workflow.getByText('Goed', { exact: true })).toBeVisible();
  await expect(workflow.getByText('Stap 2 van 3')).toBeVisible();
});
