// Journey: the mortgage adviser asks for a payslip (the 'Loonstrook' preset), the consumer uploads it from a phone
// (390 px), the adviser rejects it with a reason, the consumer uploads another and the adviser accepts that one.
// Each side is told by mail; every new screen passes axe and fits the phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { exampleHypotheekadviseur } from '../../src/server/test/fixtures/requests';
import { pdfBytes } from '../documents/helpers';
import { expect, test } from '../support/fixtures';
import { notDutchOn } from '../support/page-texts';
import { assignedProject, isoDateInDays } from '../workflows/helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 390, height: 844 };

async function axe(page: Page, state: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return [
    ...result.violations.map((v) => `${state}: ${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`),
    ...(await notDutchOn(page, state)),
  ];
}

/** The page is no wider than the phone: nothing pans sideways. */
async function fits(page: Page, state: string): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width > PHONE.width ? [`${state}: ${width} px wide on a ${PHONE.width} px phone`] : [];
}

test('the adviser asks for a payslip, rejects the first upload and accepts the second', async ({
  browser,
  apiLogin,
  waitForMail,
}) => {
  test.slow(); // two browser contexts, four mails and seven axe runs: longer than the default minute on a busy machine
  const project = await assignedProject('hypotheekadviseur', exampleHypotheekadviseur);
  const { consumer, professional } = project;
  const problems: string[] = [];

  // --- The adviser asks, with the preset, on a wide screen.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, professional.email, professional.password);
  await pro.goto(`/project/${project.id}`);
  const proCard = pro.getByRole('region', { name: 'Gevraagd aan de klant' });
  await expect(proCard).toContainText('Er zijn nog geen documenten opgevraagd.');
  problems.push(...(await axe(pro, 'professional: empty card')));
  await proCard.getByRole('button', { name: 'Documenten opvragen' }).click();
  const ask = pro.getByRole('dialog', { name: 'Documenten opvragen' });
  await ask.getByLabel('Kies een veelgevraagd document').selectOption({ label: 'Loonstrook' });
  await expect(ask.getByLabel('Titel')).toHaveValue('Loonstrook');
  await expect(ask.getByLabel('Toelichting')).toHaveValue(/loonstrook/i);
  await ask.getByLabel('Uiterste datum (optioneel)').fill(isoDateInDays(7));
  problems.push(...(await axe(pro, 'professional: ask dialog')));
  await ask.getByRole('button', { name: 'Verzoek versturen' }).click();
  await expect(ask).toBeHidden();
  const proItem = proCard.getByRole('listitem', { name: 'Loonstrook' });
  await expect(proItem).toContainText('Open');

  const asked = await waitForMail({ to: consumer.email, subject: /Wij hebben een document van u nodig/ });
  expect(asked.text).toContain('Loonstrook');
  expect(asked.links.some((l) => l.endsWith(`/project/${project.id}`))).toBe(true);

  // --- The consumer, on a phone: the dashboard names the request, the project page takes the upload.
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await apiLogin(phone, consumer.email, consumer.password);
  await phone.goto('/');
  const dashCard = phone.getByRole('region', { name: 'Wat we van u nodig hebben' });
  await expect(dashCard).toContainText('Loonstrook');
  await expect(dashCard).toContainText(project.projectId);
  await expect(dashCard).toContainText('Uiterlijk');
  problems.push(...(await axe(phone, 'consumer: dashboard')), ...(await fits(phone, 'consumer: dashboard')));
  await dashCard.getByRole('link', { name: /Naar de opdracht/ }).click();
  await expect(phone).toHaveURL(new RegExp(`/project/${project.id}`));
  const card = phone.getByRole('region', { name: 'Wat we van u nodig hebben' });
  const item = card.getByRole('listitem', { name: 'Loonstrook' });
  await expect(item).toContainText('Open');
  problems.push(
    ...(await axe(phone, 'consumer: project card')),
    ...(await fits(phone, 'consumer: project card')),
  );

  await item.getByLabel('Bestanden kiezen voor Loonstrook').setInputFiles({
    name: 'loonstrook-april.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('Loonstrook april'),
  });
  await item.getByRole('button', { name: 'Uploaden' }).click();
  await expect(item).toContainText('Wordt beoordeeld');
  await expect(item.getByRole('link', { name: 'loonstrook-april.pdf' })).toBeVisible();
  problems.push(...(await fits(phone, 'consumer: uploaded')));

  const received = await waitForMail({ to: professional.email, subject: /Document ontvangen/ });
  expect(received.text).toContain('Loonstrook');

  // --- The adviser rejects it with a reason.
  await pro.reload();
  await expect(proItem).toContainText('Wordt beoordeeld');
  await expect(proItem.getByRole('link', { name: 'loonstrook-april.pdf' })).toBeVisible();
  await proItem.getByRole('button', { name: 'Afkeuren: Loonstrook' }).click();
  const rejectDialog = pro.getByRole('alertdialog', { name: "'Loonstrook' afkeuren?" });
  await rejectDialog.getByRole('button', { name: 'Afkeuren bevestigen' }).click();
  await expect(rejectDialog.getByText('Geef een reden op')).toBeVisible();
  await rejectDialog.getByLabel('Reden van afkeuren').fill('Dit is de loonstrook van vorig jaar');
  problems.push(...(await axe(pro, 'professional: reject dialog')));
  await rejectDialog.getByRole('button', { name: 'Afkeuren bevestigen' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(proItem).toContainText('Afgekeurd');

  const rejected = await waitForMail({ to: consumer.email, subject: /Document afgekeurd/ });
  expect(rejected.text).toContain('Dit is de loonstrook van vorig jaar');

  // --- The consumer reads why and sends another.
  await phone.reload();
  await expect(item).toContainText('Afgekeurd: Dit is de loonstrook van vorig jaar');
  problems.push(...(await axe(phone, 'consumer: rejected')), ...(await fits(phone, 'consumer: rejected')));
  await item.getByLabel('Bestanden kiezen voor Loonstrook').setInputFiles({
    name: 'loonstrook-mei.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('Loonstrook mei'),
  });
  await item.getByRole('button', { name: 'Uploaden' }).click();
  await expect(item).toContainText('Wordt beoordeeld');
  await expect(item.getByRole('link', { name: 'loonstrook-mei.pdf' })).toBeVisible();
  await waitForMail({ to: professional.email, subject: /Document ontvangen/ });

  // --- The adviser accepts the second; both files are project documents, uploaded by the consumer.
  await pro.reload();
  await expect(proItem).toContainText('Wordt beoordeeld');
  await proItem.getByRole('button', { name: 'Goedkeuren: Loonstrook' }).click();
  await expect(proItem).toContainText('Goedgekeurd');
  const documents = pro.getByRole('region', { name: 'Documenten', exact: true });
  await expect(documents).toContainText('loonstrook-mei.pdf');
  await expect(documents).toContainText('loonstrook-april.pdf');
  await expect(documents).toContainText(`${consumer.firstName} ${consumer.lastName}`);
  await waitForMail({ to: consumer.email, subject: /Document goedgekeurd/ });

  // --- Nothing is asked of the consumer any more: no upload, no delete, and the dashboard card is gone.
  await phone.reload();
  await expect(item).toContainText('Goedgekeurd');
  await expect(item.getByLabel('Bestanden kiezen voor Loonstrook')).toHaveCount(0);
  await expect(item.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);
  await phone.goto('/');
  await expect(phone.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Wat we van u nodig hebben' })).toHaveCount(0);

  expect(problems).toEqual([]);
  await proContext.close();
  await phoneContext.close();
});
