// Saving a step without completing it, and correcting a completed one: the professional saves the seller's agent's
// intake with only its date (the step stays active, the values stay after a reload), completes it, and corrects
// the time with 'Bewerken' (the completion time stays). A nonsense number gets its own message at its field. The
// step page passes axe and fits a 390 px phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { exampleVerkoopmakelaar } from '../../src/server/test/fixtures/requests';
import { expect, test } from '../support/fixtures';
import { notDutchOn } from '../support/page-texts';
import { assignedProject, isoDateInDays } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeFindings(page: Page, state: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return [
    ...result.violations.map((v) => `${state}: ${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`),
    ...(await notDutchOn(page, state)),
  ];
}

test('a step is saved without completing it, completed, then corrected with its completion time kept', async ({
  page,
  apiLogin,
}) => {
  const project = await assignedProject('verkoopmakelaar', exampleVerkoopmakelaar);
  await apiLogin(page, project.professional.email, project.professional.password);
  await page.goto(`/project/${project.id}?stap=1`);
  const workflow = page.getByRole('region', { name: 'Project Stappenplan' });
  await expect(workflow.getByText('Stap 1 van 9')).toBeVisible();

  // Only the date so far: 'Opslaan' takes it, the required time may wait.
  const date = isoDateInDays(10);
  await workflow.getByLabel('Datum afspraak').fill(date);
  await workflow.getByLabel('Opmerkingen').fill('Sleutel bij de buren');
  await workflow.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stap opgeslagen' })).toBeVisible();
  await expect(workflow.getByLabel('Datum afspraak')).toHaveValue(date);

  await page.reload();
  await expect(workflow.getByText('Stap 1 van 9')).toBeVisible();
  await expect(workflow.getByLabel('Datum afspraak')).toHaveValue(date);
  await expect(workflow.getByLabel('Opmerkingen')).toHaveValue('Sleutel bij de buren');
  await expect(workflow.getByText('Actief', { exact: true }).first()).toBeVisible();
  await expect(workflow.getByText('0 van 9 voltooid')).toBeVisible();

  // The step page with its form passes axe and fits a phone.
  const found = await axeFindings(page, 'step form, desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(workflow.getByRole('button', { name: 'Opslaan', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  found.push(...(await axeFindings(page, 'step form, 390 px')));
  expect(found).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Completing takes the full checks: now the time is needed.
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(workflow.getByText('Vul de volgende velden in: Tijd afspraak')).toBeVisible();
  await workflow.getByLabel('Tijd afspraak').fill('10:30');
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(workflow.getByText('Stap 2 van 9')).toBeVisible();

  // A number that is none: its own message at the field, not 'verplicht'; a good one is saved.
  const area = workflow.getByLabel('Woonoppervlakte (m²)');
  await area.fill('abc');
  await workflow.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(workflow.getByText('Vul een geldig getal in').first()).toBeVisible();
  await area.fill('0');
  await workflow.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(
    workflow.getByText('Woonoppervlakte moet tussen 1 en 100.000 m² liggen').first(),
  ).toBeVisible();
  await area.fill('120');
  await workflow.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stap opgeslagen' }).first()).toBeVisible();

  // Back to step 1: its completion time, then 'Bewerken' with the stored values and a correction.
  await workflow.getByRole('link', { name: 'Vorige' }).click();
  await expect(workflow.getByText('Stap 1 van 9')).toBeVisible();
  const completedAt = workflow.getByText(/^Voltooid op /);
  const completedText = await completedAt.textContent();
  await workflow.getByRole('button', { name: 'Bewerken' }).click();
  await expect(workflow.getByLabel('Tijd afspraak')).toHaveValue('10:30');
  await expect(workflow.getByRole('button', { name: 'Opslaan', exact: true })).toHaveCount(0);
  await workflow.getByLabel('Tijd afspraak').fill('14:00');
  await workflow.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stap bijgewerkt' })).toBeVisible();
  await expect(workflow.getByText('14:00')).toBeVisible();
  await expect(completedAt).toHaveText(completedText!);

  await page.reload();
  await expect(workflow.getByText('14:00')).toBeVisible();
  await expect(workflow.getByText(/^Voltooid op /)).toHaveText(completedText!);
  await expect(workflow.getByText('1 van 9 voltooid')).toBeVisible();
});
