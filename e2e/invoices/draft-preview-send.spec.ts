// Journeys: the professional makes the appraisal's invoice as a draft ('Concept'), previews its PDF (marked
// CONCEPT, not stored, not mailed), changes its extra costs and sends it behind a confirmation; the consumer sees
// nothing of the draft and gets the sent invoice by mail. An admin records a sent invoice paid by transfer, behind a
// confirmation. The panels and the confirmations pass axe at 390 and 1024 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { DEMO, expect, test } from '../support/fixtures';
import { notDutchOn } from '../support/page-texts';
import { assignedProject } from '../workflows/helpers';
import { createInvoiceFor, giveCompanyDetails } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 1024, height: 768 }],
] as const;

async function axe(page: Page, state: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return [
    ...result.violations.map((v) => `${state}: ${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`),
    ...(await notDutchOn(page, state)),
  ];
}

test('the professional previews the draft, changes its extra costs and sends it', async ({
  browser,
  page,
  apiLogin,
  waitForMail,
}) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  await giveCompanyDetails(project.professional, 'Taxatiebureau Bakker');
  await apiLogin(page, project.professional.email, project.professional.password);
  await page.goto(`/project/${project.id}#invoice`);
  const panel = page.locator('#invoice');
  await expect(panel).toContainText('Er is nog geen factuur beschikbaar voor dit project');

  // 'Factuur aanmaken' makes the draft: no number, nothing mailed.
  await panel.getByRole('button', { name: 'Factuur aanmaken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conceptfactuur aangemaakt' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Conceptfactuur' })).toBeVisible();
  await expect(panel).toContainText('Concept');
  await expect(panel).toContainText('De klant ziet de factuur pas als u die verstuurt.');
  await expect(panel).toContainText('€ 544,50');
  await expect(panel.getByRole('link', { name: /PDF downloaden/ })).toHaveCount(0);

  // The consumer sees no invoice yet.
  const consumerContext = await browser.newContext();
  const consumer = await consumerContext.newPage();
  await apiLogin(consumer, project.consumer.email, project.consumer.password);
  await consumer.goto(`/project/${project.id}#invoice`);
  await expect(consumer.locator('#invoice')).toContainText(
    'Er is nog geen factuur beschikbaar voor dit project',
  );

  // 'Voorbeeld bekijken': the PDF, rendered now, inline.
  const preview = panel.getByRole('link', { name: /Voorbeeld bekijken/ });
  await expect(preview).toHaveAttribute('target', '_blank');
  const href = await preview.getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^inline; filename="Conceptfactuur /);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Not for the consumer.
  expect((await consumer.request.get(href!)).status()).toBe(403);

  // The draft's panel at 390 and 1024 px.
  const found: string[] = [];
  for (const [name, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await panel.scrollIntoViewIfNeeded();
    found.push(...(await axe(page, `draft ${name}`)));
  }

  // 'Extra kosten wijzigen': a line added, saved; the totals follow.
  await panel.getByRole('button', { name: 'Extra kosten wijzigen' }).click();
  await panel.getByRole('button', { name: 'Regel toevoegen' }).click();
  await panel.getByLabel('Omschrijving').fill('Reiskosten');
  await panel.getByLabel('Bedrag excl. BTW').fill('20');
  await panel.getByRole('button', { name: 'Concept opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conceptfactuur opgeslagen' })).toBeVisible();
  // €450 + €20 = €470, 21%: €568,70.
  await expect(panel).toContainText('Reiskosten');
  await expect(panel).toContainText('€ 568,70');

  // 'Versturen' asks first; 'Annuleren' leaves it a draft.
  await panel.getByRole('button', { name: 'Versturen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('krijgt nu een factuurnummer');
  for (const [name, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    found.push(...(await axe(page, `send confirmation ${name}`)));
  }
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(panel.getByRole('heading', { name: 'Conceptfactuur' })).toBeVisible();

  await panel.getByRole('button', { name: 'Versturen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Factuur \d{4}-\d{6} verzonden/ })).toBeVisible();
  const heading = panel.getByRole('heading', { name: /^Factuur \d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const invoiceNumber = (await heading.innerText()).replace('Factuur', '').trim();
  await expect(panel).toContainText('Verzonden');
  await expect(panel).toContainText('1 van 5 keer verzonden');
  await expect(panel.getByRole('link', { name: /Voorbeeld bekijken/ })).toHaveCount(0);
  await waitForMail({ to: project.consumer.email, subject: new RegExp(`^Factuur ${invoiceNumber}`) });
  await page.screenshot({ path: 'test-results/invoices-draft-sent.png', fullPage: true });

  // The consumer sees it now, and can pay it.
  await consumer.reload();
  await expect(consumer.locator('#invoice')).toContainText(`Factuur ${invoiceNumber}`);
  await expect(consumer.locator('#invoice').getByRole('button', { name: /^Betalen/ })).toBeVisible();
  await consumerContext.close();

  expect(found).toEqual([]);
});

test('an admin records a sent invoice paid by transfer, after confirming', async ({ page, apiLogin }) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  await giveCompanyDetails(project.professional, 'Taxatiebureau Bakker');
  const invoice = await createInvoiceFor(project.professional, project.id);

  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/project/${project.id}#invoice`);
  const panel = page.locator('#invoice');
  await expect(panel.getByRole('heading', { name: `Factuur ${invoice.invoiceNumber}` })).toBeVisible();
  await expect(panel).toContainText('Verzonden');

  const found: string[] = [];
  await panel.getByRole('button', { name: 'Betaald per overschrijving' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`factuur ${invoice.invoiceNumber}`);
  for (const [name, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    found.push(...(await axe(page, `transfer confirmation ${name}`)));
  }
  await dialog.getByRole('button', { name: 'Betaald per overschrijving' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Factuur geboekt als betaald per overschrijving' }),
  ).toBeVisible();
  await expect(panel.getByText(/^Betaald op \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(panel).toContainText('Overschrijving');
  await expect(panel.getByRole('button', { name: 'Betaald per overschrijving' })).toHaveCount(0);
  for (const [name, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    found.push(...(await axe(page, `paid by transfer ${name}`)));
  }
  expect(found).toEqual([]);
});
