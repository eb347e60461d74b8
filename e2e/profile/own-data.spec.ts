// Journey: one's own data on /profiel (decision 0043). A consumer with a project downloads their data, the test opens
// the ZIP and reads it; then they delete their account through the confirm dialog (a wrong password first) and can
// no longer sign in.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { expect, test } from '../support/fixtures';
import { assignedProject } from '../workflows/helpers';

test('a consumer downloads their data as a ZIP, then deletes their account and cannot sign in again', async ({
  page,
  apiLogin,
}) => {
  const project = await assignedProject('taxatie', exampleTaxatie);
  const { consumer } = project;
  await apiLogin(page, consumer.email, consumer.password);
  await page.goto('/profiel');
  const card = page.getByRole('region', { name: 'Uw gegevens' });
  await expect(card).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Mijn gegevens downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^woonportaal-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const json = (name: string) => JSON.parse(Buffer.from(zip[name]!).toString('utf8'));
  expect(json('profiel.json').account).toMatchObject({
    email: consumer.email,
    firstName: consumer.firstName,
    role: 'consumer',
    postcode: '3581 CS',
  });
  expect(json('opdrachten.json')).toEqual([
    expect.objectContaining({ projectRef: project.projectId, type: 'taxatie', yourRole: 'client' }),
  ]);
  for (const part of [
    'berichten.json',
    'meldingen.json',
    'afspraken.json',
    'facturen.json',
    'documenten.json',
  ])
    expect(Array.isArray(json(part)), part).toBe(true);
  expect(json('logboek.json').map((a: { action: string }) => a.action)).toContain('users.profile-updated');

  // Deleting asks first, with the password; a wrong one changes nothing.
  await card.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Account verwijderen?' });
  await expect(dialog.getByText('Facturen blijven 7 jaar bewaard', { exact: false })).toBeVisible();
  await dialog.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(dialog.getByText('Onjuist wachtwoord')).toBeVisible();
  await dialog.getByLabel('Wachtwoord').fill(consumer.password);
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();

  // Signed out, on the sign-in page; the old password no longer opens the account.
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(consumer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(consumer.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Onjuist e-mailadres of wachtwoord')).toBeVisible();
});
