// Journey: the assigned professional uploads a PDF in the project's Documenten section (a wrong
// type and a file over 10 MB are refused in the browser before anything is sent), the consumer sees it, downloads
// it and has no upload or delete controls, and the professional deletes it after confirming.
import { readFile, writeFile } from 'node:fs/promises';
import { DEMO, expect, test } from '../support/fixtures';
import { pdfBytes, projectWithParties } from './helpers';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Today as the list shows dates: dd-MM-yyyy in Amsterdam. */
const today = () =>
  new Intl.DateTimeFormat('nl-NL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date());

test('the professional uploads a PDF, the consumer downloads it, the professional deletes it', async ({
  browser,
  apiLogin,
}, testInfo) => {
  const { project, consumer, professional } = await projectWithParties();
  const proName = `${professional.firstName} ${professional.lastName}`;

  // --- Professional: the empty section, two refusals in the browser, then a real upload.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, professional.email, professional.password);
  const uploads: string[] = [];
  pro.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/documents')) uploads.push(req.url());
  });

  await pro.goto(`/project/${project.id}`);
  const section = pro.getByRole('region', { name: 'Documenten' });
  await expect(section.getByText('Geen documenten gevonden')).toBeVisible();
  await section.getByRole('button', { name: 'Uploaden' }).click();
  const dialog = pro.getByRole('dialog', { name: 'Documenten uploaden' });
  await expect(dialog).toContainText('PDF, DOC, DOCX, JPG of PNG, maximaal 10 MB per bestand');
  const files = dialog.getByLabel('Bestanden', { exact: true });
  const send = dialog.getByRole('button', { name: 'Uploaden' });

  await send.click();
  await expect(pro.getByRole('alert').filter({ hasText: 'Geen bestanden geselecteerd' })).toBeVisible();

  await files.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ this is no document'),
  });
  await send.click();
  await expect(pro.getByRole('alert').filter({ hasText: 'Ongeldig bestandstype' })).toContainText(
    'setup.exe',
  );

  const bigPath = testInfo.outputPath('bouwtekening-groot.pdf');
  await writeFile(bigPath, Buffer.concat([pdfBytes(), Buffer.alloc(MAX_UPLOAD_BYTES)]));
  await files.setInputFiles(bigPath);
  await send.click();
  await expect(pro.getByRole('alert').filter({ hasText: 'Bestand is te groot' })).toContainText(
    'bouwtekening-groot.pdf',
  );
  expect(uploads, 'nothing is sent while the files break the rules').toEqual([]);

  // A program renamed to .pdf passes the browser's check; the server looks at the content and says no.
  await files.setInputFiles({
    name: 'vermomd.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 this is a program'),
  });
  await send.click();
  await expect(pro.getByRole('alert').filter({ hasText: 'Upload mislukt' })).toContainText(
    'Ongeldig bestandstype',
  );
  await expect(dialog).toBeVisible();
  expect(uploads).toHaveLength(1);

  await files.setInputFiles({ name: 'Taxatierapport.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await dialog.getByLabel('Categorie').selectOption({ label: 'Rapport' });
  await dialog.getByLabel('Beschrijving (optioneel)').fill('Definitief rapport van de woning');
  await dialog.getByLabel('Stapnummer (optioneel)').fill('2');
  await send.click();
  await expect(pro.getByRole('status').filter({ hasText: 'Upload succesvol' })).toBeVisible();
  await expect(pro.getByRole('status').filter({ hasText: 'Upload succesvol' })).toContainText(
    'Taxatierapport.pdf is toegevoegd.',
  );
  await expect(dialog).toBeHidden();
  expect(uploads).toHaveLength(2);

  const proRow = section.getByRole('row').filter({ hasText: 'Taxatierapport.pdf' });
  await expect(proRow).toContainText('Definitief rapport van de woning');
  await expect(proRow).toContainText('Rapport');
  await expect(proRow).toContainText('Stap 2');
  await expect(proRow).toContainText(proName);
  await expect(proRow).toContainText(today());
  await expect(proRow).toContainText('KB');
  // At 1280 px with the sidebar the table stays inside its card: no sideways scrolling, the delete button in view.
  const overflow = await section
    .getByRole('table')
    .evaluate((table) =>
      table.parentElement ? table.parentElement.scrollWidth - table.parentElement.clientWidth : 0,
    );
  expect(overflow).toBeLessThanOrEqual(0);
  await section.screenshot({ path: 'test-results/documents-section-1280.png' });
  await section.scrollIntoViewIfNeeded();
  await pro.screenshot({ path: 'test-results/documents-professional-uploaded.png', fullPage: true });

  // --- Consumer: sees and downloads the document; no upload, no delete.
  const consumerContext = await browser.newContext();
  const page = await consumerContext.newPage();
  await apiLogin(page, consumer.email, consumer.password);
  await page.goto(`/project/${project.id}`);
  const consumerSection = page.getByRole('region', { name: 'Documenten' });
  const row = consumerSection.getByRole('row').filter({ hasText: 'Taxatierapport.pdf' });
  await expect(row).toBeVisible();
  await expect(consumerSection.getByRole('button', { name: 'Uploaden' })).toHaveCount(0);
  await expect(consumerSection.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Taxatierapport.pdf downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Taxatierapport.pdf');
  const savedPath = await download.path();
  expect((await readFile(savedPath)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(row).toContainText('1× gedownload'); // the download counted (also in the wide table's hidden line)

  // 'Alle documenten' leads to the documents page: the same list with the project's reference and a way back.
  await consumerSection.getByRole('link', { name: 'Alle documenten' }).click();
  await expect(page).toHaveURL(`/documents?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Documenten', level: 1 })).toBeVisible();
  await expect(page.getByText(project.projectId)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Taxatierapport.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploaden' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/documents-consumer-page.png', fullPage: true });
  await expect(page.getByRole('link', { name: 'Terug naar project' })).toHaveAttribute(
    'href',
    `/project/${project.id}`,
  );
  await consumerContext.close();

  // --- Professional: delete after confirming.
  await proRow.getByRole('button', { name: 'Taxatierapport.pdf verwijderen' }).click();
  const confirm = pro.getByRole('alertdialog', { name: 'Document verwijderen?' });
  await expect(confirm).toContainText('Taxatierapport.pdf');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(proRow).toBeVisible();
  await proRow.getByRole('button', { name: 'Taxatierapport.pdf verwijderen' }).click();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Document verwijderd' })).toBeVisible();
  await expect(section.getByText('Geen documenten gevonden')).toBeVisible();
  await proContext.close();
});

test('only admins and the uploader may delete; the admin deletes on the documents page', async ({
  browser,
  apiLogin,
  baseURL,
}) => {
  const { project, professional } = await projectWithParties();

  // The admin adds a contract through the API (multipart, as the upload dialog sends it).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await apiLogin(admin, DEMO.admin.email, DEMO.admin.password);
  const res = await admin.request.post(`/api/projects/${project.id}/documents`, {
    headers: { Origin: baseURL ?? '' },
    multipart: {
      category: 'contract',
      description: 'Opdrachtbevestiging',
      files: { name: 'Opdrachtbevestiging.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Opdracht') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  // The assigned professional may upload, but not delete the admin's document.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, professional.email, professional.password);
  await pro.goto(`/documents?project=${project.id}`);
  const proRow = pro.getByRole('row').filter({ hasText: 'Opdrachtbevestiging.pdf' });
  await expect(proRow).toContainText('Contract');
  await expect(pro.getByRole('button', { name: 'Uploaden' })).toBeVisible();
  await expect(proRow.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);
  await proContext.close();

  // The admin deletes it from /documents.
  await admin.goto(`/documents?project=${project.id}`);
  await expect(admin.getByRole('heading', { name: 'Documenten', level: 1 })).toBeVisible();
  await admin
    .getByRole('row')
    .filter({ hasText: 'Opdrachtbevestiging.pdf' })
    .getByRole('button', { name: 'Opdrachtbevestiging.pdf verwijderen' })
    .click();
  await admin
    .getByRole('alertdialog', { name: 'Document verwijderen?' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: 'Document verwijderd' })).toBeVisible();
  await expect(admin.getByText('Geen documenten gevonden')).toBeVisible();
  await adminContext.close();
});
