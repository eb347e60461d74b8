// The full profile. Aanhef, initialen and tussenvoegsel are saved on /profiel and kept after a
// reload; the phone is kept in E.164 and shown the Dutch way; a bad phone is refused in Dutch at the field.
import { expect, test } from '../support/fixtures';

test('a consumer fills in aanhef, initialen, tussenvoegsel and phone on /profiel; they are kept after a reload', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Jan', lastName: 'Vries' });
  await apiLogin(page, user.email, user.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profiel');
  await expect(page.getByRole('heading', { name: 'MIJN PROFIEL', exact: true })).toBeVisible();

  // A date is no phone number: the shared schema refuses it in Dutch, at the field, before anything is sent.
  const phone = page.getByLabel('Telefoonnummer');
  await phone.fill('12-03-2024');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Voer een geldig telefoonnummer in')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('bel mij maar');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Voer een geldig telefoonnummer in')).toBeVisible();

  await page.getByLabel('Aanhef').selectOption('Dhr.');
  await page.getByLabel('Initialen').fill('j p');
  await page.getByLabel('Tussenvoegsel').fill('de');
  await phone.fill('06 12345678');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel opgeslagen')).toBeVisible();
  await expect(page.getByText('Voer een geldig telefoonnummer in')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/profile-full-1280.png', fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Aanhef')).toHaveValue('Dhr.');
  await expect(page.getByLabel('Initialen')).toHaveValue('J.P.');
  await expect(page.getByLabel('Voornaam')).toHaveValue('Jan');
  await expect(page.getByLabel('Tussenvoegsel')).toHaveValue('de');
  await expect(page.getByLabel('Achternaam')).toHaveValue('Vries');
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('06 12345678');
  await expect(page.getByText('Zo spreken wij u aan: Geachte heer De Vries')).toBeVisible();

  // The API keeps it in E.164.
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({
    aanhef: 'Dhr.',
    initialen: 'J.P.',
    tussenvoegsel: 'de',
    phone: '+31612345678',
  });

  // A foreign number is shown internationally; no aanhef gives the neutral salutation.
  await page.getByLabel('Aanhef').selectOption('');
  await page.getByLabel('Telefoonnummer').fill('+32 470123456');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel opgeslagen')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('+32 470 12 34 56');
  await expect(page.getByText('Zo spreken wij u aan: Geachte J.P. de Vries')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Telefoonnummer').fill('2024-03-12');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Voer een geldig telefoonnummer in')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/profile-full-390.png', fullPage: true });
});

test('a professional adds the liability insurance; a foreign IBAN is refused in Dutch', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const pro = await createUser({ role: 'professional' });
  await apiLogin(page, pro.email, pro.password);
  await page.goto('/profiel#bedrijfsgegevens');
  const card = page.locator('#bedrijfsgegevens');
  const iban = card.getByLabel('IBAN', { exact: true });
  // A valid Belgian IBAN: not a Dutch account (decision 0022), refused by the shared schema before sending.
  await iban.fill('BE68 5390 0754 7034');
  await card.getByLabel('Beroepsaansprakelijkheidsverzekering').fill('Nationale-Nederlanden, polis 12345');
  await card.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }).click();
  await expect(card.getByText('Vul een geldig IBAN in: een Nederlands rekeningnummer')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');

  await iban.fill('NL91 ABNA 0417 1643 00');
  await card.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }).click();
  await expect(page.getByText('Uw bedrijfsgegevens zijn bijgewerkt.')).toBeVisible();
  await page.reload();
  await expect(card.getByLabel('Beroepsaansprakelijkheidsverzekering')).toHaveValue(
    'Nationale-Nederlanden, polis 12345',
  );
  await expect(iban).toHaveValue('NL91ABNA0417164300');
});

test('what a consumer saved on /profiel fills in a new request: aanhef in the form’s spelling, tussenvoegsel, the phone the Dutch way', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Ria', lastName: 'Berg' });
  await apiLogin(page, user.email, user.password);
  await page.goto('/profiel');
  await page.getByLabel('Aanhef').selectOption('Mevr.');
  await page.getByLabel('Tussenvoegsel').fill('van den');
  await page.getByLabel('Telefoonnummer').fill('+31 6 2345 6789');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel opgeslagen')).toBeVisible();

  // The seller's form spells the salutation 'Mevr.', the buyer's 'mevr': both are chosen, and stay changeable.
  await page.goto('/form/verkoopmakelaar');
  await expect(page.getByLabel('Aanhef')).toHaveValue('Mevr.');
  await expect(page.getByLabel('Tussenvoegsel')).toHaveValue('van den');
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('06 23456789');
  await expect(page.getByLabel('Telefoonnummer')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Tussenvoegsel')).not.toHaveAttribute('readonly', '');
  await page.goto('/form/aankoopmakelaar');
  await expect(page.getByLabel('Aanhef')).toHaveValue('mevr');
  await expect(page.getByLabel('Aanhef')).toBeEnabled();
});
