// Keyboard only (WCAG 2.1.1 and 2.4.7): a professional signs in, opens their project from the dashboard
// and completes the first step without touching the mouse, and every element the Tab key reaches shows where the
// focus is (an outline or a focus ring).
import type { Page } from '@playwright/test';
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { expect, test } from '../support/fixtures';
import { assignedProject } from '../workflows/helpers';

interface Focused {
  tag: string;
  name: string;
  visible: boolean;
}

/** What has the focus, and whether a sighted user can see that it does. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return { tag: el.tagName.toLowerCase(), name: name.trim().slice(0, 60), visible: outline || ring };
  });
}

/**
 * Presses Tab until the focused element's name matches, checking on the way that every stop shows its focus.
 * Fails naming the stops it passed when it never gets there.
 */
async function tabTo(page: Page, name: RegExp, unseen: string[], max = 80): Promise<void> {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    passed.push(`${f.tag} "${f.name}"`);
    // The body has the focus for one Tab when it wraps from the page's end to the browser and back.
    if (!f.visible && f.tag !== 'body') unseen.push(`${page.url()}: ${f.tag} "${f.name}"`);
    if (name.test(f.name)) return;
  }
  throw new Error(`Tab never reached ${name}; it passed: ${passed.join(', ')}`);
}

test('a professional signs in, opens a project and completes a step with the keyboard alone; focus is always visible', async ({
  page,
}) => {
  test.slow();
  const project = await assignedProject('taxatie', exampleTaxatie);
  const unseen: string[] = [];

  await page.goto('/');
  await tabTo(page, /^E-mailadres/, unseen);
  await page.keyboard.type(project.professional.email);
  await tabTo(page, /^Wachtwoord/, unseen);
  await page.keyboard.type(project.professional.password);
  await tabTo(page, /^Inloggen$/, unseen);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Werkoverzicht', level: 1 })).toBeVisible();

  // The dashboard lists the one project of this fresh professional.
  await tabTo(page, /bekijken|Taxatie –/i, unseen, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}`));
  const workflow = page.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow).toBeVisible();

  // Step 1: opened from the step list when the page does not open it itself, then the appointment's date and time.
  await tabTo(page, /^Datum taxatie|^Stap 1: Afspraak taxatie/, unseen, 150);
  if ((await focused(page)).name.startsWith('Stap 1')) {
    await page.keyboard.press('Enter');
    await expect(workflow.getByText('Stap 1 van 3')).toBeVisible();
    await tabTo(page, /^Datum taxatie/, unseen, 150);
  }
  // The date field's segments follow the browser's own locale, so each is set the keyboard way that works in any
  // order: the up arrow puts today's day, month and year in the empty segment, the right arrow moves on.
  for (const key of ['ArrowUp', 'ArrowRight', 'ArrowUp', 'ArrowRight', 'ArrowUp'])
    await page.keyboard.press(key);
  await expect(workflow.getByLabel('Datum taxatie')).not.toHaveValue('');
  await tabTo(page, /^Tijd taxatie/, unseen);
  await page.keyboard.type('0900');
  await page.keyboard.press('a'); // the AM/PM segment, where the browser's locale has one
  await tabTo(page, /^Stap voltooien$/, unseen);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Stap voltooid' })).toBeVisible();
  await expect(workflow.getByText('Stap 2 van 3')).toBeVisible();

  expect(unseen, 'elements that took the focus without showing it').toEqual([]);
});
