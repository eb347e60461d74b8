// Journey: a consumer sends feedback from the top bar; an admin reads it on /admin/feedback.
import { DEMO, expect, test } from '../support/fixtures';

test('feedback sent from the top bar is stored and an admin reads it', async ({
  page,
  browser,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Femke', lastName: 'Feedback' });
  const message = `De knop op het overzicht is lastig te vinden (${Date.now()})`;
  await apiLogin(page, user.email, user.password);
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback geven' });
  await dialog.getByLabel('Type feedback').selectOption('verbetering');
  // The message is required: sending without one keeps the dialog open with the Dutch message.
  await dialog.getByRole('button', { name: 'Verstuur feedback' }).click();
  await expect(dialog.getByText('Bericht is verplicht')).toBeVisible();
  await dialog.getByLabel('Bericht').fill(message);
  await dialog.getByRole('button', { name: 'Verstuur feedback' }).click();
  await expect(page.getByText('Bedankt voor uw feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await apiLogin(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: /Feedback/ }).click();
  await expect(admin.getByRole('heading', { name: 'Feedback', exact: true })).toBeVisible();
  const item = admin.getByRole('listitem').filter({ hasText: message });
  await expect(item).toContainText('Verbetering');
  await expect(item).toContainText('Femke Feedback');
  await expect(item).toContainText('Pagina: /dashboard');
  await adminContext.close();
});
