// Journey: the consumer starts paying an appraisal invoice from the pay button in /opdrachten, and the
// test checkout reports 'Mislukt': back on the project page 'Betaling mislukt' says the invoice is still open, the
// address loses the payment query, nothing claims success, and the invoice can still be paid.
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { expect, test } from '../support/fixtures';
import { assignedProject } from '../workflows/helpers';
import { createInvoiceFor, giveCompanyDetails } from './helpers';

test('a failed payment leaves the invoice payable and says so', async ({ page, apiLogin }) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  await giveCompanyDetails(project.professional);
  const invoice = await createInvoiceFor(project.professional, project.id);

  await apiLogin(page, project.consumer.email, project.consumer.password);
  await page.goto('/opdrachten');
  const row = page.getByRole('row').filter({ hasText: project.projectId });
  const pay = row.getByRole('button', { name: `Factuur ${invoice.invoiceNumber} betalen, € 544,50` });
  await expect(pay).toBeVisible();
  await pay.click();

  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('button', { name: 'Mislukt', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/project/${project.id}`));
  const toast = page.getByRole('alert').filter({ hasText: 'Betaling mislukt' });
  await expect(toast).toContainText(
    'De betaling is niet voltooid. De factuur staat nog open; u kunt opnieuw betalen.',
  );
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`)); // the query is gone
  await expect(page.getByText('Betaling Succesvol!')).toHaveCount(0);

  const widget = page.locator('#invoice');
  await expect(widget).toContainText(`Factuur ${invoice.invoiceNumber}`);
  await expect(widget.getByText('Verzonden', { exact: true })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Betalen € 544,50' })).toBeEnabled();

  // The server agrees: still payable.
  const status = await page.request.get(`/api/invoices/${invoice.id}/payment-status`);
  expect(await status.json()).toMatchObject({ paid: false, payable: true, invoiceStatus: 'sent' });
  await page.setViewportSize({ width: 390, height: 844 });
  await widget.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/invoices-payment-failed-mobile.png' });
});
