// Journey: the professional opens an assigned buyer's agent project, the workflow initialises, they
// complete step 1 (date and time; an empty required field is refused first) and step 2 (two viewing rows) and
// upload a PDF document; the consumer follows the progress read-only, opens completed steps only and downloads
// the document.
import { readFile } from 'node:fs/promises';
import { exampleAankoopmakelaar } from '../../src/server/test/fixtures/requests';
import { pdfBytes } from '../documents/helpers';
import { expect, test } from '../support/fixtures';
import { assignedProject, isoDateInDays } from './helpers';

test('the professional works the buyer agent steps, the consumer follows read-only', async ({
  browser,
  apiLogin,
}) => {
  test.slow(); // two browser contexts, uploads and nine steps' worth of pages: near a minute when axe runs beside it
  const project = await assignedProject('aankoopmakelaar', exampleAankoopmakelaar);
  const url = `/project/${project.id}`;

  // --- Consumer before the professional has opened it: the workflow is being prepared.
  const consumerContext = await browser.newContext();
  const consumer = await consumerContext.newPage();
  await apiLogin(consumer, project.consumer.email, project.consumer.password);
  await consumer.goto(url);
  const consumerWorkflow = consumer.getByRole('region', { name: 'Project Stappenplan' });
  await expect(consumerWorkflow).toContainText(
    'De workflow wordt voorbereid door uw toegewezen professional',
  );

  // --- Professional: opening the project initialises the nine steps once.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, project.professional.email, project.professional.password);
  await pro.goto(url);
  const workflow = pro.getByRole('region', { name: 'Project Stappenplan' });
  await expect(pro.getByRole('status').filter({ hasText: 'Workflow gestart' })).toBeVisible();
  await expect(workflow.getByRole('heading', { name: 'Voortgang Aankoopmakelaar' })).toBeVisible();
  await expect(workflow.getByText('0 van 9 voltooid')).toBeVisible();
  // The current step and its form come first, without ?stap in the address; the one progress display follows.
  await expect(workflow.getByText('Stap 1 van 9')).toBeVisible();
  await expect(workflow.locator('#workflow-step-title')).toHaveText('Intakegesprek');
  await expect(workflow.getByRole('form', { name: 'Stap 1: Intakegesprek' })).toBeVisible();
  const stepList = workflow.getByRole('list', { name: 'Stappenplan', exact: true });
  await expect(stepList.getByRole('listitem')).toHaveCount(9);
  await expect(stepList.getByRole('listitem').filter({ hasText: 'Actief' })).toHaveCount(1);
  // Only the active step 1 opens; later steps are plain text.
  await expect(workflow.getByRole('link', { name: 'Bezichtigingen en biedingen', exact: true })).toHaveCount(
    0,
  );
  await pro.screenshot({ path: 'test-results/workflows-pro-overview.png', fullPage: true });

  await workflow.getByRole('link', { name: 'Intakegesprek', exact: true }).click();
  await expect(pro).toHaveURL(/\?stap=1$/);
  await expect(workflow.getByText('Stap 1 van 9')).toBeVisible();
  await expect(workflow.locator('#workflow-step-title')).toBeFocused();

  // Required fields left empty: refused in the browser with the server's texts.
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(workflow.getByRole('alert')).toContainText('Vereiste velden ontbreken');
  await expect(workflow.getByRole('alert')).toContainText(
    'Vul de volgende velden in: Datum afspraak, Tijd afspraak',
  );
  await expect(workflow.getByLabel('Datum afspraak')).toHaveAttribute('aria-invalid', 'true');

  await workflow.getByLabel('Datum afspraak').fill(isoDateInDays(3));
  await workflow.getByLabel('Tijd afspraak').fill('10:30');
  await workflow.getByLabel('Opmerkingen').fill('Kennismaking op kantoor');
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Stap voltooid' })).toBeVisible();

  // The next step opens with its form: the viewings table.
  await expect(pro).toHaveURL(/\?stap=2$/);
  await expect(workflow.getByText('Stap 2 van 9')).toBeVisible();
  await expect(workflow.getByText('1 van 9 voltooid')).toBeVisible();
  await workflow.getByRole('button', { name: 'Rij toevoegen' }).click();
  await expect(workflow.getByLabel('Object, rij 1')).toBeFocused(); // the new row's first cell
  await workflow.getByRole('button', { name: 'Rij toevoegen' }).click();
  await expect(workflow.getByLabel('Object, rij 2')).toBeFocused();
  await workflow.getByLabel('Object, rij 1').fill('Damrak 12, Amsterdam');
  await workflow.getByLabel('Datum en tijd bezichtiging, rij 1').fill(`${isoDateInDays(5)}T14:00`);
  await workflow.getByLabel('Bod, rij 1').fill('350000');
  await expect(workflow.getByLabel('Bod, rij 1')).toHaveValue('€ 350.000');
  // Editing in the middle keeps the caret after the same digits; Backspace just after the '.' removes the digit
  // before it: '€ 350|.000' ⌫ → '€ 35|.000', '1' → '€ 351|.000', → ⌫ → '€ 35|.000', '0' → '€ 350|.000'.
  const bid = workflow.getByLabel('Bod, rij 1');
  const caret = () => bid.evaluate((input: HTMLInputElement) => input.selectionStart);
  await bid.press('End');
  for (let i = 0; i < 4; i++) await bid.press('ArrowLeft');
  await bid.press('Backspace');
  await expect(bid).toHaveValue('€ 35.000');
  expect(await caret()).toBe(4);
  await bid.press('1');
  await expect(bid).toHaveValue('€ 351.000');
  expect(await caret()).toBe(5);
  await bid.press('ArrowRight');
  await bid.press('Backspace');
  await expect(bid).toHaveValue('€ 35.000');
  expect(await caret()).toBe(4);
  await bid.press('0');
  await expect(bid).toHaveValue('€ 350.000');
  expect(await caret()).toBe(5);
  await workflow.getByLabel('Object, rij 2').fill('Oudegracht 7, Utrecht');
  await workflow.getByLabel('Datum en tijd bezichtiging, rij 2').fill(`${isoDateInDays(6)}T11:15`);
  await workflow.getByLabel('Bod, rij 2').fill('€ 1.2a50.000'); // only the digits stay
  await expect(workflow.getByLabel('Bod, rij 2')).toHaveValue('€ 1.250.000');
  await workflow.getByLabel('Gekocht object').fill('Oudegracht 7, Utrecht');
  await workflow.screenshot({ path: 'test-results/workflows-pro-step2-form.png' });
  await pro.setViewportSize({ width: 390, height: 844 });
  await workflow.screenshot({ path: 'test-results/workflows-pro-step2-form-mobile.png' });
  await pro.setViewportSize({ width: 1280, height: 800 });
  await workflow.getByRole('button', { name: 'Stap voltooien' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Stap voltooid' })).toBeVisible();
  await expect(pro).toHaveURL(/\?stap=3$/);
  await expect(workflow.getByText('2 van 9 voltooid')).toBeVisible();

  // Back to step 2: read-only values with 'Bewerken' for the professional.
  await workflow.getByRole('link', { name: 'Vorige' }).click();
  await expect(workflow.getByText('Stap 2 van 9')).toBeVisible();
  const viewings = workflow.getByRole('table', { name: 'Bezichtigingen' });
  await expect(viewings.getByRole('row')).toHaveCount(3);
  await expect(viewings).toContainText('Damrak 12, Amsterdam');
  await expect(viewings).toContainText('€ 1.250.000');
  await workflow.getByRole('button', { name: 'Bewerken' }).click();
  await expect(workflow.getByLabel('Object, rij 1')).toBeFocused(); // the form's first field
  await expect(workflow.getByLabel('Object, rij 2')).toHaveValue('Oudegracht 7, Utrecht');
  await workflow.getByRole('button', { name: 'Annuleren' }).click();
  await expect(workflow.getByRole('button', { name: 'Bewerken' })).toBeVisible();
  await expect(workflow.locator('#workflow-step-title')).toBeFocused(); // back to the step's title

  // The professional shares the bid confirmation as a PDF in the Documenten section.
  const proDocuments = pro.getByRole('region', { name: 'Documenten' });
  await proDocuments.getByRole('button', { name: 'Uploaden' }).click();
  const dialog = pro.getByRole('dialog', { name: 'Documenten uploaden' });
  await dialog.getByLabel('Bestanden', { exact: true }).setInputFiles({
    name: 'Biedingsbevestiging.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('Biedingsbevestiging'),
  });
  await dialog.getByLabel('Categorie').selectOption({ label: 'Contract' });
  await dialog.getByLabel('Stapnummer (optioneel)').fill('2');
  await dialog.getByRole('button', { name: 'Uploaden' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Upload succesvol' })).toBeVisible();
  await expect(proDocuments.getByRole('row').filter({ hasText: 'Biedingsbevestiging.pdf' })).toBeVisible();
  await proContext.close();

  // --- Consumer: progress, completed steps only, no edit or complete buttons.
  await consumer.reload();
  await expect(consumerWorkflow.getByText('2 van 9 voltooid')).toBeVisible();
  // What happens next: the active step by its one name.
  await expect(consumerWorkflow.getByText('Volgende stap: Koopovereenkomst')).toBeVisible();
  await expect(consumerWorkflow.locator('#workflow-step-title')).toHaveCount(0); // no step opened yet
  await expect(consumerWorkflow).toContainText('Alleen professionals kunnen stappen bewerken en voltooien');
  await expect(consumerWorkflow.getByRole('link', { name: 'Intakegesprek', exact: true })).toBeVisible();
  await expect(
    consumerWorkflow.getByRole('link', { name: 'Bezichtigingen en biedingen', exact: true }),
  ).toBeVisible();
  await expect(consumerWorkflow.getByRole('link', { name: 'Koopovereenkomst', exact: true })).toHaveCount(0); // active, not done
  await consumerWorkflow.screenshot({ path: 'test-results/workflows-consumer-overview.png' });

  // The consumer downloads the professional's document and cannot upload or delete.
  const consumerDocuments = consumer.getByRole('region', { name: 'Documenten' });
  const document = consumerDocuments.getByRole('row').filter({ hasText: 'Biedingsbevestiging.pdf' });
  await expect(document).toContainText('Contract');
  await expect(consumerDocuments.getByRole('button', { name: 'Uploaden' })).toHaveCount(0);
  await expect(consumerDocuments.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);
  const downloading = consumer.waitForEvent('download');
  await document.getByRole('link', { name: 'Biedingsbevestiging.pdf downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Biedingsbevestiging.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await consumerWorkflow.getByRole('link', { name: 'Bezichtigingen en biedingen', exact: true }).click();
  await expect(consumerWorkflow.getByText('Stap 2 van 9')).toBeVisible();
  await expect(consumerWorkflow.getByRole('table', { name: 'Bezichtigingen' })).toContainText('€ 350.000');
  await expect(consumerWorkflow.getByRole('button', { name: /Bewerken|Stap voltooien/ })).toHaveCount(0);
  await expect(consumerWorkflow.getByRole('link', { name: 'Volgende' })).toHaveCount(0); // step 3 is not done
  await consumerWorkflow.getByRole('link', { name: 'Vorige' }).click();
  await expect(consumerWorkflow.getByText('Stap 1 van 9')).toBeVisible();
  await expect(consumerWorkflow).toContainText('Kennismaking op kantoor');
  await expect(consumerWorkflow.getByRole('textbox')).toHaveCount(0);

  // A step that is not completed yet does not open; a step that does not exist says so.
  await consumer.goto(`${url}?stap=3`);
  await expect(consumerWorkflow.getByText('Stap 3 van 9')).toBeVisible();
  await expect(consumerWorkflow).toContainText('Deze stap is nog niet voltooid');
  await expect(consumerWorkflow.getByRole('button', { name: 'Stap voltooien' })).toHaveCount(0);
  await consumer.goto(`${url}?stap=99`);
  await expect(consumerWorkflow.getByText('Stap 99 niet gevonden')).toBeVisible();
  await consumerWorkflow.getByRole('link', { name: 'Terug naar overzicht' }).click();
  await expect(consumer).toHaveURL(new RegExp(`${url}$`));
  await expect(consumerWorkflow.getByText('Volgende stap: Koopovereenkomst')).toBeVisible();
  await expect(consumerWorkflow.getByText(/Stap \d+ niet gevonden/)).toHaveCount(0);

  // Small screens: the same page at 390 px wide.
  await consumer.setViewportSize({ width: 390, height: 844 });
  await consumerWorkflow.getByRole('link', { name: 'Bezichtigingen en biedingen', exact: true }).click();
  await expect(consumerWorkflow.getByText('Stap 2 van 9')).toBeVisible();
  await consumerWorkflow.screenshot({ path: 'test-results/workflows-consumer-mobile.png' });
  await consumerContext.close();
});
