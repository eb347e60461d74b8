// Journey: a professional's paid invoice leaves €368,02 open on /admin/revenue; the admin pays it out there, finds
// the new statement on /admin/payouts, puts it in a SEPA file (XML with the statement's reference, the payout then
// 'Naar de bank'), opens the statement and marks it paid behind the confirmation. The professional then finds the
// statement under the invoices, with its items, the 20% fee, the net, the IBAN and the PDF. Every screen at
// 1024 px and 390 px, without WCAG 2.1 AA violations and never wider than the window.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { createInvoiceFor, giveCompanyDetails, signedInRequest } from '../invoices/helpers';
import { e2eRuntime } from '../support/env';
import { DEMO, expect, test } from '../support/fixtures';
import { listEntries } from '../support/lists';
import { notDutchOn } from '../support/page-texts';
import { settle } from '../support/routes';
import { assignedProject } from '../workflows/helpers';

const SIZES = [
  { width: 1024, height: 800 },
  { width: 390, height: 844 },
] as const;

/** At both sizes: no axe violation, no English word, nothing wider than the window. */
async function checkScreen(page: Page, where: string) {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settle(page);
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const v of result.violations)
      found.push(`${where} ${size.width}px: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    found.push(...(await notDutchOn(page, `${where} ${size.width}px`)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(SIZES[0]);
  expect(found).toEqual([]);
}

test('an admin pays out, exports the SEPA file and marks it paid; the professional reads the statement', async ({
  page,
  apiLogin,
}) => {
  test.setTimeout(120_000);
  const project = await assignedProject('taxatie', exampleTaxatie);
  // The statement names the company, as the bank transfer does; '&' becomes '+' in the SEPA file's character set.
  const company = `Taxatie & Zonen ${project.professional.lastName.split(' ')[1]}`;
  await giveCompanyDetails(project.professional, company);
  // €450 + €10,03 ex VAT = €460,03: the platform keeps €92,01, the professional gets €368,02.
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

  // The revenue page: €368,02 open, paid out with the payout button.
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/admin/revenue');
  await page.getByLabel('Professional', { exact: true }).selectOption({ label: name });
  const revenueRow = listEntries(page, /^Omzet per professional/).filter({ hasText: name });
  await expect(revenueRow).toContainText('€ 368,02');
  await revenueRow.getByRole('button', { name: `Uitbetaling verwerken voor ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('€368,02');
  await confirm.getByRole('button', { name: 'Markeer als verwerkt' }).click();
  await expect(confirm).toBeHidden();
  await expect(revenueRow).toContainText('Uitbetaald');
  await expect(revenueRow.getByRole('button', { name: /Uitbetaling verwerken/ })).toHaveCount(0);
  // Paid out €368,02, nothing open.
  await expect(revenueRow).toContainText('€ 0,00');

  // The payouts page, from the revenue page's link: the new statement, still 'Aangemaakt'.
  await page.getByRole('link', { name: 'Uitbetalingen' }).first().click();
  await expect(page).toHaveURL(/\/admin\/payouts$/);
  await expect(page.getByRole('heading', { name: 'Uitbetalingen', level: 1 })).toBeVisible();
  await page.getByLabel('Professional', { exact: true }).selectOption({ label: name });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Aangemaakt' });
  await expect(page).toHaveURL(/status=created/);
  const list = listEntries(page, 'Uitbetalingen');
  await expect(list).toHaveCount(1);
  const row = list.first();
  await expect(row).toContainText(company);
  await expect(row).toContainText('€ 368,02');
  await expect(row).toContainText('Aangemaakt');
  const reference = ((await row.getByRole('link').textContent()) ?? '').trim();
  expect(reference).toMatch(/^[A-Z0-9-]{3,35}$/);
  await checkScreen(page, '/admin/payouts');

  // The SEPA file of the chosen payout: XML with its reference; the payout is then with the bank.
  const sepaButton = page.getByRole('button', { name: 'SEPA-bestand downloaden' });
  await expect(sepaButton).toBeDisabled();
  await row.getByRole('checkbox', { name: `Uitbetaling ${reference} selecteren` }).check();
  await expect(page.getByText('1 uitbetaling gekozen, € 368,02')).toBeVisible();
  const download = page.waitForEvent('download');
  await sepaButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xml$/);
  const xml = await readFile((await file.path())!, 'utf8');
  expect(xml.startsWith('<?xml')).toBe(true);
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  expect(xml).toContain(`<EndToEndId>${reference}</EndToEndId>`);
  expect(xml).toContain('<InstdAmt Ccy="EUR">368.02</InstdAmt>');
  expect(xml).toContain('<IBAN>NL91ABNA0417164300</IBAN>');
  expect(xml).toContain(`<Nm>${company.replace('&', '+')}</Nm>`);
  await expect(page.getByRole('status').filter({ hasText: 'SEPA-bestand gemaakt' })).toBeVisible();
  // Filtered on 'Aangemaakt', it left the list; under all statuses it reads 'Naar de bank'.
  await expect(list).toBeHidden();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Alle statussen' });
  const sentRow = listEntries(page, 'Uitbetalingen').filter({ hasText: reference });
  await expect(sentRow).toContainText('Naar de bank');
  await expect(sentRow.getByRole('checkbox')).toHaveCount(0);

  // The statement: items, totals, IBAN, PDF; marked paid behind the confirmation.
  await sentRow.getByRole('link', { name: `Overzicht ${reference} bekijken` }).click();
  await expect(
    page.getByRole('heading', { name: `Uitbetalingsoverzicht ${reference}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  const items = listEntries(page, `Posten van uitbetaling ${reference}`);
  await expect(items.filter({ hasText: invoice.invoiceNumber })).toContainText('€ 460,03');
  const totals = page.getByRole('definition').filter({ hasText: '€ 368,02' });
  await expect(totals).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Overzicht downloaden (PDF)' })).toHaveAttribute(
    'href',
    /\/api\/payouts\/[0-9a-f-]+\/pdf$/,
  );
  await checkScreen(page, '/admin/payouts/{id}');
  await page.getByRole('button', { name: 'Markeren als uitbetaald' }).click();
  const markDialog = page.getByRole('alertdialog');
  await expect(markDialog).toContainText(
    `Uitbetaling van € 368,02 aan ${company} markeren als uitbetaald? Dit kan niet ongedaan worden gemaakt.`,
  );
  await markDialog.getByRole('button', { name: 'Markeren als uitbetaald' }).click();
  await expect(markDialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Status van de uitbetaling bijgewerkt.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Markeren als uitbetaald' })).toHaveCount(0);
  await expect(page.getByText('Uitbetaald', { exact: true }).first()).toBeVisible();

  // The professional: the statement under the invoices, and the statement itself.
  await page.context().clearCookies();
  await apiLogin(page, project.professional.email, project.professional.password);
  await page.goto('/professional/invoices');
  const section = page.getByRole('region', { name: 'Uitbetalingen' });
  const own = listEntries(section, 'Uitbetalingen').filter({ hasText: reference });
  await expect(own).toContainText('€ 368,02');
  await expect(own).toContainText('Uitbetaald');
  await checkScreen(page, '/professional/invoices');
  await own.getByRole('link', { name: `Overzicht ${reference} bekijken` }).click();
  await expect(
    page.getByRole('heading', { name: `Uitbetalingsoverzicht ${reference}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Platformvergoeding (20%)')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^€\s-92,01$|^-\s?€\s92,01$/ })).toBeVisible();
  await expect(page.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Markeren als uitbetaald' })).toHaveCount(0);
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Overzicht downloaden (PDF)' }).getAttribute('href'))!,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await checkScreen(page, '/professional/payouts/{id}');
  // On a phone the items are cards.
  await page.setViewportSize(SIZES[1]);
  await expect(page.getByRole('list', { name: `Posten van uitbetaling ${reference}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/payout-statement-mobile.png', fullPage: true });
});
