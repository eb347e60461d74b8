// Journey: an appraisal invoice with an odd-cent extra line is paid through the test checkout; the
// admin opens /admin/revenue, sees the month's figures and the 12-month chart, picks the professional, and marks
// the payout processed through the spec's confirmation; the row then reads 'Uitbetaald' and the CSV offers the month.
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { createInvoiceFor, giveCompanyDetails, signedInRequest } from '../invoices/helpers';
import { e2eRuntime } from '../support/env';
import { DEMO, expect, test } from '../support/fixtures';
import { listEntries } from '../support/lists';
import { assignedProject } from '../workflows/helpers';

test('an admin sees the month’s revenue with the chart and marks a payout processed', async ({
  page,
  apiLogin,
}) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  await giveCompanyDetails(project.professional);
  // €450 + €10,03 ex VAT = €460,03: the platform keeps €92,01 (92,006 rounded), the professional gets €368,02.
  const invoice = await createInvoiceFor(project.professional, project.id, [
    { description: 'Reiskosten', amountExBtw: 1_003 },
  ]);
  await signedInRequest(project.consumer, async (ctx) => {
    const headers = { Origin: e2eRuntime().baseURL };
    const started = await ctx.post(`/api/invoices/${invoice.id}/create-payment`, { headers });
    expect(started.status(), await started.text()).toBe(200);
    const { paymentUrl } = (await started.json()) as { paymentUrl: string };
    const paid = await ctx.post(new URL(paymentUrl).pathname, {
      form: { status: 'paid', method: 'ideal' },
      headers,
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  });
  const name = `${project.professional.firstName} ${project.professional.lastName}`;

  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { name: 'Omzet', level: 1 })).toBeVisible();
  // The current month by default, and a chart of 12 months.
  const now = new Date();
  const month = Number(
    new Intl.DateTimeFormat('nl-NL', { month: 'numeric', timeZone: 'Europe/Amsterdam' }).format(now),
  );
  await expect(page.getByLabel('Maand', { exact: true })).toHaveValue(String(month));
  await expect(page.getByRole('img', { name: /^Staafdiagram van de omzet/ })).toBeVisible();
  await expect(listEntries(page, 'Omzet per maand, laatste 12 maanden')).toHaveCount(12);

  await page.getByLabel('Professional', { exact: true }).selectOption({ label: name });
  const row = listEntries(page, /^Omzet per professional/).filter({ hasText: name });
  await expect(row).toContainText('€ 460,03');
  await expect(row).toContainText('€ 92,01');
  await expect(row).toContainText('€ 368,02');
  await expect(row).toContainText('In behandeling');
  const totals = page.getByRole('region', { name: /^Totalen/ });
  await expect(totals).toContainText('€ 460,03');
  await expect(listEntries(page, /^Omzet per professional/)).toHaveCount(1);

  await row.getByRole('button', { name: `Uitbetaling verwerken voor ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Uitbetaling markeren als verwerkt voor ${name}? Bedrag: €368,02`);
  await dialog.getByRole('button', { name: 'Markeer als verwerkt' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uitbetaling gemarkeerd als verwerkt!' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Uitbetaald');
  await expect(row.getByRole('button', { name: /Uitbetaling verwerken/ })).toHaveCount(0);

  // The month as CSV: the link downloads what the export route gives.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV downloaden' }).click();
  expect((await download).suggestedFilename()).toMatch(/^omzet-\d{4}-\d{2}\.csv$/);

  // On a phone the list is cards, not a table.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: /^Omzet per professional/ })).toBeHidden();
  const card = page
    .getByRole('list', { name: /^Omzet per professional/ })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(card).toContainText('Uitbetaald');
  // Nothing makes the page wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/revenue-admin-mobile.png', fullPage: true });
});
