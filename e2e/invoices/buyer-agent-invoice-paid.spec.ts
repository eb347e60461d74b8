// Journey: the professional works a buyer's agent project to step 7 through the API; the step points to the page's
// one invoice panel, where the professional makes the draft with one extra cost line and sends it; the step
// completes with it. The consumer's mail carries
// the invoice PDF; the consumer pays on the test checkout ('Betaald'), comes back to 'Betaling Succesvol!' and a
// paid invoice, and the professional sees it paid on /professional/invoices.
import { exampleAankoopmakelaar } from '../../src/server/test/fixtures/requests';
import { expect, test } from '../support/fixtures';
import { listEntries } from '../support/lists';
import { assignedProject, isoDateInDays } from '../workflows/helpers';
import { completeStepsFor, giveCompanyDetails, storedMail } from './helpers';

test('a buyer agent invoice is made and sent from step 7, mailed with its PDF, paid online and seen paid', async ({
  browser,
  apiLogin,
  waitForMail,
}) => {
  const project = await assignedProject('aankoopmakelaar', exampleAankoopmakelaar);
  await giveCompanyDetails(project.professional);
  await completeStepsFor(project.professional, project.id, {
    1: { afspraakDatum: isoDateInDays(2), afspraakTijd: '10:00' },
    2: {
      bezichtigingen: [
        {
          object: 'Damrak 12, Amsterdam',
          bezichtigingDatum: `${isoDateInDays(3)}T14:00`,
          bodBedrag: 35_000_000,
        },
      ],
      gekochtObject: 'Damrak 12, Amsterdam',
    },
    3: {},
    4: {},
    5: {},
    6: { bankgarantieDatum: isoDateInDays(20) },
  });

  // --- Professional: step 7 points to the page's one invoice panel, which holds the generator.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, project.professional.email, project.professional.password);
  await pro.goto(`/project/${project.id}?stap=7`);
  const workflow = pro.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow.getByText('Stap 7 van 9')).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Factuur aanmaken' })).toHaveCount(1);
  await workflow.getByRole('link', { name: 'Factuur aanmaken' }).click();
  const panel = pro.locator('#invoice');
  await expect(panel).toBeInViewport();
  // The fixed lines of the buyer's agent (€314,60 + €55,60 = €370,20 including VAT).
  await expect(panel).toContainText('Honorarium aankoopmakelaar');
  await expect(panel).toContainText('Validatie');
  await expect(panel).toContainText('€ 370,20');

  await panel.getByRole('button', { name: 'Regel toevoegen' }).click();
  await expect(panel.getByLabel('Omschrijving')).toBeFocused();
  await panel.getByRole('button', { name: 'Factuur aanmaken' }).click();
  // The shared schema's messages, nothing sent.
  await expect(panel.getByText('Omschrijving is verplicht')).toBeVisible();
  // Like any form here: the failed submit puts the focus on the first wrong field.
  await expect(panel.getByLabel('Omschrijving')).toBeFocused();
  await panel.getByLabel('Omschrijving').fill('Reiskosten');
  await panel.getByLabel('Bedrag excl. BTW').fill('12,50');
  await expect(panel.getByLabel('BTW-tarief')).toHaveValue('21');
  // Live totals: €12,50 + 21% (€2,63) = €15,13 on top of €370,20.
  await expect(panel).toContainText('€ 385,33');
  // A second line at 9% (€10,00 + €0,90), then removed again: the first line keeps what was typed.
  await panel.getByRole('button', { name: 'Regel toevoegen' }).click();
  await panel.getByLabel('Omschrijving').nth(1).fill('Leges');
  await panel.getByLabel('Bedrag excl. BTW').nth(1).fill('10');
  await panel.getByLabel('BTW-tarief').nth(1).selectOption('9');
  await expect(panel).toContainText('€ 396,23');
  await panel.getByRole('button', { name: 'Regel 2 verwijderen' }).click();
  await expect(panel.getByLabel('Omschrijving')).toHaveValue('Reiskosten');
  await expect(panel.getByLabel('Bedrag excl. BTW')).toHaveValue('12,50');
  await expect(panel).toContainText('€ 385,33');
  await panel.screenshot({ path: 'test-results/invoices-generator.png' });
  await panel.getByRole('button', { name: 'Factuur aanmaken' }).click();

  // The draft: not sent yet, so the step stays open; then 'Versturen', confirmed.
  await expect(panel.getByRole('heading', { name: 'Conceptfactuur' })).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'Stap voltooien' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Versturen' }).click();
  await pro.getByRole('alertdialog').getByRole('button', { name: 'Versturen' }).click();
  // 'Factuur {nummer} verzonden', which the step's completion then replaces with one toast for both (one toast
  // at a time): either names the invoice's number.
  await expect(
    pro
      .getByRole('status')
      .filter({ hasText: /Factuur \d{4}-\d{6}/ })
      .first(),
  ).toBeVisible();
  // The invoice step completed with it: the next step is open.
  await expect(pro).toHaveURL(/\?stap=8$/);
  await expect(workflow.getByText('7 van 9 voltooid')).toBeVisible();
  const widget = pro.locator('#invoice');
  await expect(widget.getByRole('heading', { name: /^Factuur \d{4}-\d{6}$/ })).toBeVisible();
  const invoiceNumber = (await widget.getByRole('heading', { name: /^Factuur \d{4}-\d{6}$/ }).innerText())
    .replace('Factuur', '')
    .trim();
  await expect(widget).toContainText('Verzonden');
  await expect(widget).toContainText('Reiskosten');
  await expect(widget).toContainText('€ 385,33');
  await expect(widget).toContainText('1 van 5 keer verzonden');

  // --- The consumer's mail has the invoice as a PDF attachment.
  const mail = await waitForMail({
    to: project.consumer.email,
    subject: new RegExp(`^Factuur ${invoiceNumber}`),
  });
  const attachments = storedMail(mail.seq).attachments;
  expect(attachments).toEqual([
    expect.objectContaining({ contentType: 'application/pdf', filename: `Factuur ${invoiceNumber}.pdf` }),
  ]);

  // --- Consumer: pays through the test checkout.
  const consumerContext = await browser.newContext();
  const consumer = await consumerContext.newPage();
  await apiLogin(consumer, project.consumer.email, project.consumer.password);
  await consumer.goto(`/project/${project.id}#invoice`);
  const consumerWidget = consumer.locator('#invoice');
  await expect(consumerWidget).toContainText(`Factuur ${invoiceNumber}`);
  await expect(consumerWidget.getByText('E-mail naar de klant')).toHaveCount(0); // the professional's panel
  await consumerWidget.getByRole('button', { name: /^Betalen/ }).click();
  await expect(consumer).toHaveURL(/\/test-checkout\//);
  await expect(consumer.getByText(`Factuur ${invoiceNumber}`)).toBeVisible();
  await consumer.getByRole('button', { name: 'Betaald', exact: true }).click();

  await expect(consumer).toHaveURL(new RegExp(`/project/${project.id}\\?payment=success&invoice=`));
  await expect(consumer.getByText('Betaling Succesvol!')).toBeVisible();
  await expect(consumerWidget.getByText(/^Betaald op \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(consumerWidget.getByRole('button', { name: /^Betalen/ })).toHaveCount(0);
  // After 5 seconds the banner goes and the address loses the payment query (no new history entry).
  await expect(consumer.getByText('Betaling Succesvol!')).toBeHidden({ timeout: 8_000 });
  await expect(consumer).toHaveURL(new RegExp(`/project/${project.id}$`));

  // The dashboard's list says so too.
  await consumer.goto('/dashboard');
  const mine = consumer.getByRole('region', { name: 'Mijn opdrachten' });
  const row = mine.getByRole('row').or(mine.getByRole('listitem')).filter({ hasText: project.projectId });
  await expect(row.getByText(/^Betaald \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await consumerContext.close();

  // --- Professional: paid on /professional/invoices.
  await pro.goto('/professional/invoices');
  const invoiceRow = listEntries(pro, "Uw facturen en creditnota's").filter({ hasText: invoiceNumber });
  await expect(invoiceRow).toContainText(project.projectId);
  await expect(invoiceRow).toContainText('Sanne Smit');
  await expect(invoiceRow).toContainText('€ 385,33');
  await expect(invoiceRow.getByText(/^Betaald op \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  // On a phone (opened there, not a desktop window narrowed mid-animation): the list is cards.
  await pro.setViewportSize({ width: 390, height: 844 });
  await pro.reload();
  const card = pro
    .getByRole('list', { name: /facturen/i })
    .getByRole('listitem')
    .filter({ hasText: invoiceNumber });
  const badge = card.getByText(/^Betaald op \d{2}-\d{2}-\d{4}$/);
  await expect(badge).toBeVisible();
  // The wide 'Betaald op …' badge stays inside its card (it goes under the title when both do not fit).
  const [cardBox, badgeBox] = [await card.boundingBox(), await badge.boundingBox()];
  expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await pro.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pro.screenshot({ path: 'test-results/invoices-professional-list-mobile.png', fullPage: true });
  await proContext.close();
});
