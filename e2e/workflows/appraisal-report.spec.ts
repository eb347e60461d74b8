// Journey: an appraisal project is worked through: the appointment, then the report as a PDF (anything
// else is refused in the browser), the value and remarks; the invoice step completes once the invoice exists (made
// here through the API; e2e/invoices/appraisal-invoice-panel.spec.ts makes it in the panel), and completing it
// completes the project. The consumer downloads the report from the step.
import { readFile } from 'node:fs/promises';
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { pdfBytes } from '../documents/helpers';
import { createInvoiceFor, giveCompanyDetails } from '../invoices/helpers';
import { expect, test } from '../support/fixtures';
import { assignedProject, isoDateInDays } from './helpers';

test('an appraisal is worked through with its PDF report; the consumer downloads the report', async ({
  browser,
  apiLogin,
}) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  const url = `/project/${project.id}`;

  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, project.professional.email, project.professional.password);
  await pro.goto(`${url}?stap=1`);
  const workflow = pro.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow.getByRole('heading', { name: 'Voortgang Taxatie' })).toBeVisible();
  await expect(workflow.getByText('Stap 1 van 3')).toBeVisible();

  await workflow.getByLabel('Datum taxatie').fill(isoDateInDays(2));
  await workflow.getByLabel('Tijd taxatie').fill('09:00');
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Stap voltooid' })).toBeVisible();
  await expect(workflow.getByText('Stap 2 van 3')).toBeVisible();

  // The report is required.
  await workflow.getByLabel('Taxatiewaarde').fill('€ 425.000');
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(workflow.getByRole('alert')).toContainText('Vereiste velden ontbreken');
  await expect(workflow.getByRole('alert')).toContainText('Vul de volgende velden in: Taxatierapport (PDF)');

  // Not a PDF: refused before anything is sent.
  const report = workflow.getByLabel('Taxatierapport (PDF)');
  await report.setInputFiles({
    name: 'rapport.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('geen pdf'),
  });
  const refused = pro.getByRole('alert').filter({ hasText: 'Ongeldig bestand' });
  await expect(refused).toContainText('Alleen PDF bestanden zijn toegestaan');

  await report.setInputFiles({
    name: 'taxatierapport.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await expect(workflow.getByRole('link', { name: 'taxatierapport.pdf downloaden' })).toBeVisible();
  // The report is a project document too: the documents section lists it without a reload.
  await expect(pro.getByRole('region', { name: /^Documenten/ })).toContainText('taxatierapport.pdf');
  await workflow.getByLabel('Opmerkingen').fill('Woning in goede staat');
  await workflow.screenshot({ path: 'test-results/workflows-appraisal-step2.png' });
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Stap voltooid' })).toBeVisible();

  // The last step is the invoice: 'Factuur aanmaken' until it exists, then 'Stap voltooien'.
  await expect(workflow.getByText('Stap 3 van 3')).toBeVisible();
  await expect(workflow.getByText('2 van 3 voltooid')).toBeVisible();
  await expect(workflow.getByRole('link', { name: 'Factuur aanmaken' })).toBeVisible();
  await giveCompanyDetails(project.professional);
  await createInvoiceFor(project.professional, project.id);
  await pro.reload();
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Project voltooid' })).toBeVisible();
  await expect(workflow.getByText('3 van 3 voltooid')).toBeVisible();
  await expect(pro.getByText('Afgerond').first()).toBeVisible(); // the header's status badge
  await expect(workflow.getByRole('button', { name: /Bewerken|Stap voltooien/ })).toHaveCount(0);
  // On the completed project a completed step can still be corrected; nothing is completed any more.
  await workflow.getByRole('link', { name: 'Vorige' }).click();
  await expect(workflow.getByText('Stap 2 van 3')).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'Bewerken' })).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'Stap voltooien' })).toHaveCount(0);
  await expect(workflow).toContainText('Voltooide stappen kunt u nog bewerken');
  await proContext.close();

  // --- Consumer: the report of step 2 downloads.
  const consumerContext = await browser.newContext();
  const consumer = await consumerContext.newPage();
  await apiLogin(consumer, project.consumer.email, project.consumer.password);
  await consumer.goto(`${url}?stap=2`);
  const consumerWorkflow = consumer.getByRole('region', { name: 'Project Stappenplan' });
  await expect(consumerWorkflow.getByText('Stap 2 van 3')).toBeVisible();
  await expect(consumerWorkflow).toContainText('€ 425.000');
  await expect(consumerWorkflow).toContainText('Woning in goede staat');
  const download = consumer.waitForEvent('download');
  await consumerWorkflow.getByRole('link', { name: 'Rapport downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('taxatierapport.pdf');
  const saved = await file.path();
  expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await consumerContext.close();
});
