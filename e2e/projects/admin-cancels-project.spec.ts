// Journey (an action that cannot be undone asks first): an admin cancels a pending project from its page.
// The dialog says what happens and who is told; 'Annuleren' in the dialog changes nothing; confirming sets the
// status to 'Geannuleerd', the button goes, and the consumer reads the notice and gets the mail.
import { DEMO, expect, test } from '../support/fixtures';
import { pendingProject } from './helpers';

test('an admin cancels a project after a confirmation that names who is told', async ({
  page,
  apiLogin,
  waitForMail,
}) => {
  const { project, consumer } = await pendingProject();
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/project/${project.id}`);
  // The header's status: the badge beside its screen-reader label 'Status:'.
  const status = page.locator('span', { has: page.getByText('Status:', { exact: true }) }).first();
  await expect(status).toContainText('In afwachting');

  await page.getByRole('button', { name: 'Opdracht annuleren' }).click();
  let dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Opdracht ${project.projectId} annuleren?`);
  await expect(dialog).toContainText('De klant krijgt een melding en een e-mail');
  await expect(dialog).toContainText('niet meer worden gestart, afgerond of heropend');
  // Backing out changes nothing.
  await dialog.getByRole('button', { name: 'Annuleren', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText('In afwachting');

  await page.getByRole('button', { name: 'Opdracht annuleren' }).click();
  dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Opdracht annuleren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opdracht geannuleerd' })).toBeVisible();
  await expect(status).toContainText('Geannuleerd');
  await expect(page.getByRole('button', { name: 'Opdracht annuleren' })).toHaveCount(0);

  const mail = await waitForMail({ to: consumer.email, subject: /Uw opdracht is geannuleerd/ });
  expect(mail.text).toContain(project.projectId);
});
