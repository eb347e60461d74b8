// Journey: the structural survey's invoice step is automatic. Without company details completing it is
// refused with what is missing and a way to fill them in; with them, 'Stap voltooien' makes the invoice with the
// fixed fee and completes the project, and the consumer sees the invoice and can pay it.
import { exampleBouwkundige } from '../../src/server/test/fixtures/requests';
import { pdfBytes } from '../documents/helpers';
import { expect, test } from '../support/fixtures';
import { assignedProject, isoDateInDays } from '../workflows/helpers';
import { completeStepsFor, giveCompanyDetails, uploadStepReport } from './helpers';

test('completing the survey step 3 makes the invoice, which the consumer sees', async ({
  browser,
  apiLogin,
}) => {
  const project = await assignedProject('bouwkundige', exampleBouwkundige);
  await completeStepsFor(project.professional, project.id, {
    1: { afspraakDatum: isoDateInDays(5), afspraakTijd: '09:30' },
    2: async (ctx) => ({
      rapport: await uploadStepReport(ctx, project.id, 2, pdfBytes('Keuringsrapport')),
      keuringResultaat: 'Goed',
    }),
  });

  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, project.professional.email, project.professional.password);
  await pro.goto(`/project/${project.id}?stap=3`);
  const workflow = pro.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow.getByText('Stap 3 van 3')).toBeVisible();
  await expect(workflow).toContainText('De factuur wordt automatisch opgesteld met het vaste tarief');
  await expect(pro.locator('#invoice')).toContainText('Er is nog geen factuur beschikbaar voor dit project');

  // No company details yet: refused, naming what is missing, with the way to the profile.
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('alert').filter({ hasText: 'Fout bij voltooien stap' })).toContainText(
    'KVK-nummer',
  );
  await expect(workflow.getByRole('link', { name: 'Bedrijfsgegevens aanvullen' })).toHaveAttribute(
    'href',
    '/profiel#bedrijfsgegevens',
  );
  await expect(workflow.getByText('2 van 3 voltooid')).toBeVisible();

  await giveCompanyDetails(project.professional);
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Project voltooid' })).toBeVisible();
  await expect(workflow.getByText('3 van 3 voltooid')).toBeVisible();
  // The step now shows its invoice: the fixed fee of €750 + 21% VAT.
  await expect(workflow).toContainText(/Factuur \d{4}-\d{6}/);
  await expect(workflow).toContainText('€ 907,50');
  const widget = pro.locator('#invoice');
  await expect(widget).toContainText('Bouwkundige keuring');
  await expect(widget).toContainText('1 van 5 keer verzonden');
  await proContext.close();

  // --- Consumer: the invoice on the project page, in the step and in the widget, with the pay button.
  const consumerContext = await browser.newContext();
  const consumer = await consumerContext.newPage();
  await apiLogin(consumer, project.consumer.email, project.consumer.password);
  await consumer.goto(`/project/${project.id}?stap=3#invoice`);
  const consumerWidget = consumer.locator('#invoice');
  await expect(consumerWidget).toBeInViewport();
  await expect(consumerWidget).toContainText('Verzonden');
  await expect(consumerWidget).toContainText('Totaal incl. BTW');
  await expect(consumerWidget).toContainText('€ 907,50');
  await expect(consumerWidget.getByRole('button', { name: 'Betalen € 907,50' })).toBeVisible();
  await expect(consumerWidget.getByRole('link', { name: 'PDF downloaden' })).toHaveAttribute(
    'href',
    /^\/api\/invoices\/[0-9a-f-]{36}\/download$/,
  );
  const consumerWorkflow = consumer.getByRole('region', { name: 'Project Stappenplan' });
  await expect(consumerWorkflow).toContainText('€ 907,50');
  await expect(consumerWorkflow.getByRole('button', { name: 'Stap voltooien' })).toHaveCount(0);
  await consumerContext.close();
});
