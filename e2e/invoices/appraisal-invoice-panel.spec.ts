// Journey: the appraisal's invoice step sends the professional to the page's invoice panel. Without
// company details the generator says what is missing and links to them; with them the draft is made there and sent
// ('Versturen', confirmed), the step then completes the project, and the professional resends the invoice from the
// e-mail panel.
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { pdfBytes } from '../documents/helpers';
import { expect, test } from '../support/fixtures';
import { assignedProject, isoDateInDays } from '../workflows/helpers';
import { completeStepsFor, giveCompanyDetails, uploadStepReport } from './helpers';

test('the appraisal step 3 leads to the invoice panel; the invoice is made there, the step completes', async ({
  page,
  apiLogin,
  waitForMail,
}) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  await completeStepsFor(project.professional, project.id, {
    1: { afspraakDatum: isoDateInDays(2), afspraakTijd: '09:00' },
    2: async (ctx) => ({ rapport: await uploadStepReport(ctx, project.id, 2, pdfBytes()) }),
  });

  await apiLogin(page, project.professional.email, project.professional.password);
  await page.goto(`/project/${project.id}?stap=3`);
  const workflow = page.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow.getByText('Stap 3 van 3')).toBeVisible();
  // No invoice yet: no completing, only the way to the panel.
  await expect(workflow.getByRole('button', { name: 'Stap voltooien' })).toHaveCount(0);
  await workflow.getByRole('link', { name: 'Factuur aanmaken' }).click();
  await expect(page).toHaveURL(/\?stap=3#invoice$/);
  const widget = page.locator('#invoice');
  await expect(widget).toBeInViewport();
  await expect(widget).toContainText('Er is nog geen factuur beschikbaar voor dit project');

  // Without company details: the server's refusal names them, with the way to the profile.
  await widget.getByRole('button', { name: 'Factuur aanmaken' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fout bij aanmaken factuur' })).toContainText(
    'IBAN',
  );
  await expect(widget.getByRole('link', { name: 'Bedrijfsgegevens aanvullen' })).toHaveAttribute(
    'href',
    '/profiel#bedrijfsgegevens',
  );

  await giveCompanyDetails(project.professional, 'Taxatiebureau Bakker');
  await widget.getByRole('button', { name: 'Factuur aanmaken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conceptfactuur aangemaakt' })).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Conceptfactuur' })).toBeVisible();
  // A draft does not complete the step.
  await expect(workflow.getByRole('button', { name: 'Stap voltooien' })).toHaveCount(0);
  await widget.getByRole('button', { name: 'Versturen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Factuur \d{4}-\d{6} verzonden/ })).toBeVisible();
  await expect(widget.getByRole('heading', { name: /^Factuur \d{4}-\d{6}$/ })).toBeVisible();
  await expect(widget).toContainText('€ 544,50');
  await waitForMail({ to: project.consumer.email, subject: /^Factuur \d{4}-\d{6}/ });

  // The e-mail panel: one send so far; resending counts.
  await expect(widget).toContainText('1 van 5 keer verzonden');
  await widget.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Factuur verzonden' })).toBeVisible();
  await expect(widget).toContainText('2 van 5 keer verzonden');
  await waitForMail({ to: project.consumer.email, subject: /^Herinnering: factuur/ });

  // Now the step can be completed, and with it the project.
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project voltooid' })).toBeVisible();
  await expect(workflow.getByText('3 van 3 voltooid')).toBeVisible();
  await page.screenshot({ path: 'test-results/invoices-appraisal-panel.png', fullPage: true });
});
