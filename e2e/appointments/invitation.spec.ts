// Journey: the professional completes the buyer's agent's intake with a date and time; both get an invitation with
// an .ics (SEQUENCE 0); the consumer sees the appointment on the project page and the dashboard; the professional
// corrects the time and the consumer's mailbox gets the changed invitation with the same UID and a higher SEQUENCE.
// The new cards and /profiel's 'Agenda-koppeling' pass axe and fit a phone (390 px).
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { exampleAankoopmakelaar } from '../../src/server/test/fixtures/requests';
import { expect, type Mail, test } from '../support/fixtures';
import { assignedProject, isoDateInDays } from '../workflows/helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The UID and SEQUENCE of the .ics a mail carries, read from the raw message as it arrived. */
async function calendarOf(
  mail: Mail,
): Promise<{ method: string; uid: string; sequence: number; tzid: string }> {
  const parsed = await PostalMime.parse(await readFile(mail.emlPath));
  const file = parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(file, `no .ics in '${mail.subject}'`).toBeDefined();
  const ics =
    typeof file!.content === 'string'
      ? file!.content
      : new TextDecoder().decode(file!.content as ArrayBuffer);
  const line = (name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim() ?? '';
  return {
    method: line('METHOD'),
    uid: line('UID'),
    sequence: Number(line('SEQUENCE')),
    tzid: line('TZID'),
  };
}

async function axe(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Nothing on the page is wider than the phone's screen. */
async function fitsPhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an intake appointment reaches both calendars, and a changed time sends a higher SEQUENCE', async ({
  browser,
  apiLogin,
  waitForMail,
}) => {
  test.slow();
  const project = await assignedProject('aankoopmakelaar', exampleAankoopmakelaar);
  const url = `/project/${project.id}`;
  const day = isoDateInDays(4);

  // --- The professional completes the intake with a date and time.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, project.professional.email, project.professional.password);
  await pro.goto(url);
  const workflow = pro.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow.locator('#workflow-step-title')).toHaveText('Intakegesprek');
  await workflow.getByLabel('Datum afspraak').fill(day);
  await workflow.getByLabel('Tijd afspraak').fill('10:30');
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Stap voltooid' })).toBeVisible();

  const invitation = await waitForMail({
    to: project.consumer.email,
    subject: /^Uitnodiging: Intakegesprek/,
  });
  const first = await calendarOf(invitation);
  expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'Europe/Amsterdam' });
  await waitForMail({ to: project.professional.email, subject: /^Uitnodiging: Intakegesprek/ });

  // --- The consumer sees it on the project page and the dashboard, on a phone too.
  const consumerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const consumer = await consumerContext.newPage();
  await apiLogin(consumer, project.consumer.email, project.consumer.password);
  await consumer.goto(url);
  const card = consumer.getByRole('region', { name: 'Afspraken' });
  await expect(card).toContainText('Intakegesprek');
  await expect(card).toContainText('10:30');
  await expect(card).toContainText('Gepland');
  expect(await axe(consumer, 'section[aria-labelledby="project-appointments-title"]')).toEqual([]);
  await fitsPhone(consumer);

  await consumer.goto('/dashboard');
  const upcoming = consumer.getByRole('region', { name: 'Komende afspraken' });
  await expect(upcoming).toContainText('Intakegesprek');
  await expect(upcoming).toContainText(project.projectId);
  expect(await axe(consumer, 'section[aria-labelledby="upcoming-appointments-title"]')).toEqual([]);
  await fitsPhone(consumer);

  // --- The professional corrects the time of the completed step.
  await pro.goto(`${url}?stap=1`);
  await workflow.getByRole('button', { name: 'Bewerken' }).click();
  await workflow.getByLabel('Tijd afspraak').fill('14:00');
  await workflow.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(workflow.getByRole('button', { name: 'Bewerken' })).toBeVisible();

  const changed = await waitForMail({
    to: project.consumer.email,
    subject: /^Gewijzigde afspraak: Intakegesprek/,
  });
  const second = await calendarOf(changed);
  expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, tzid: 'Europe/Amsterdam' });
  expect(second.sequence).toBeGreaterThan(first.sequence);

  await consumer.goto(url);
  await expect(consumer.getByRole('region', { name: 'Afspraken' })).toContainText('14:00');

  // --- /profiel: the calendar link is made, shown once, and revoked after the question.
  await consumer.goto('/profiel');
  const link = consumer.getByRole('region', { name: 'Agenda-koppeling' });
  await expect(link).toContainText('U heeft nog geen agenda-koppeling.');
  await link.getByRole('button', { name: 'Koppeling maken' }).click();
  await expect(link.getByLabel('Uw agenda-link')).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const feedUrl = await link.getByLabel('Uw agenda-link').inputValue();
  const feed = await consumer.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('METHOD:PUBLISH');
  expect(await axe(consumer, 'section[aria-labelledby="calendar-link-title"]')).toEqual([]);
  await fitsPhone(consumer);
  await link.getByRole('button', { name: 'Intrekken' }).click();
  const dialog = consumer.getByRole('alertdialog');
  await expect(dialog).toContainText('Agenda-koppeling intrekken?');
  await dialog.getByRole('button', { name: 'Intrekken' }).click();
  await expect(link).toContainText('U heeft nog geen agenda-koppeling.');
  expect((await consumer.request.get(feedUrl)).status()).toBe(404);

  await proContext.close();
  await consumerContext.close();
});
