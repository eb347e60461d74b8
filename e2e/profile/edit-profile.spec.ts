// Journey: /profiel saves through the API and is kept after a reload.
import { expect, test } from '../support/fixtures';

test('a consumer edits their details on /profiel and they are kept after a reload', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Oud', lastName: 'Naam' });
  await apiLogin(page, user.email, user.password);
  await page.goto('/profiel');
  await expect(page.getByRole('heading', { name: 'MIJN PROFIEL', exact: true })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(user.email);

  await page.getByLabel('Voornaam').fill('');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Voornaam is verplicht')).toBeVisible();

  await page.getByLabel('Voornaam').fill('Nieuwe');
  await page.getByLabel('Achternaam').fill('Achternaam');
  await page.getByLabel('Telefoonnummer').fill('+31 6 12345678');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel opgeslagen')).toBeVisible();
  await page.screenshot({ path: '/tmp/profile-consumer.png', fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Nieuwe');
  await expect(page.getByLabel('Achternaam')).toHaveValue('Achternaam');
  // Stored in E.164, shown the Dutch way (decision 0023).
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('06 12345678');
  await expect(page.getByText('Professioneel profiel')).toHaveCount(0);
});

test('a professional edits their professional profile and it is kept after a reload', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const pro = await createUser({ role: 'professional' });
  await apiLogin(page, pro.email, pro.password);
  await page.goto('/profiel');
  await expect(page.getByText('Professioneel profiel')).toBeVisible();

  await page.getByLabel('Taxatie').check();
  await page.getByLabel('Energielabel').check();
  await page.getByLabel('Ervaring').fill('15 jaar taxateur');
  await page.getByLabel('Certificeringen').fill('NRVT');
  await page.getByLabel('Werkgebied').fill('Utrecht en Amersfoort');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(page.getByText('Profiel opgeslagen')).toBeVisible();
  await page.screenshot({ path: '/tmp/profile-professional.png', fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Taxatie')).toBeChecked();
  await expect(page.getByLabel('Energielabel')).toBeChecked();
  await expect(page.getByLabel('Aankoopmakelaar')).not.toBeChecked();
  await expect(page.getByLabel('Ervaring')).toHaveValue('15 jaar taxateur');
  await expect(page.getByLabel('Certificeringen')).toHaveValue('NRVT');
  await expect(page.getByLabel('Werkgebied')).toHaveValue('Utrecht en Amersfoort');
});
