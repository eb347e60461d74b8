// Journey: somebody with an account fills the public structural-survey form with their own address. The
// request is added to that account, nobody is signed in, the owner is told by mail, and the page says to log in
// and goes to the login page after 2 seconds.
import { expect, test } from '../support/fixtures';

test('a public request with a known address is added to that account without signing anyone in', async ({
  page,
  createUser,
  waitForMail,
}) => {
  const owner = await createUser({ firstName: 'Bram', lastName: 'Bekend' }, { verified: true });

  await page.goto('/bouwkundige');
  await expect(page.getByRole('heading', { name: 'Bouwkundige keuring aanvragen' })).toBeVisible();

  // A house number that does not fit the pattern is refused with the hint.
  const object = page.getByRole('region', { name: /Objectgegevens/ });
  await object.getByLabel('Huisnummer').fill('12 bis');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Voer een geldig huisnummer in (bijv. 123, 45A, 7-9)')).toBeVisible();
  for (const message of [
    'Soort pand is verplicht',
    'Bouwjaar is verplicht',
    'Afspraak met selectie is verplicht',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const customer = page.getByRole('region', { name: /Klantgegevens/ });
  await customer.getByLabel('Aanhef').selectOption('dhr');
  await customer.getByLabel('Voornaam').fill('Bram');
  await customer.getByLabel('Achternaam').fill('Bekend');
  await customer.getByLabel('Telefoonnummer').fill('0687654321');
  await customer.getByLabel('E-mailadres').fill(owner.email.toUpperCase());

  await expect(object.getByLabel('Gewenste dienst')).toHaveValue('Bouwkundige inspectie voor aankoop');
  await object.getByLabel('Soort pand').selectOption('eengezinswoning');
  await object.getByLabel('Bouwjaar').fill('1932');
  await object.getByLabel('Oppervlakte').fill('140');
  await object.getByLabel('Postcode').fill('2011AB');
  await object.getByLabel('Huisnummer').fill('7-9');
  await object.getByLabel('Huisletter').fill('');
  await object.getByLabel('Straat').fill('Grote Markt');
  await object.getByLabel('Plaats').fill('Haarlem');

  const other = page.getByRole('region', { name: /Overige informatie/ });
  await other.getByLabel('Verkopende makelaar').check();
  await other.getByLabel('Naam of e-mail contactpersoon').fill('Makelaardij Spaarne');
  await other.getByLabel('Contactnummer').fill('023 1234567');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Aanvraag ontvangen', { exact: true })).toBeVisible();
  await expect(
    page.getByText('U heeft al een account. Log in om uw nieuwe opdracht te bekijken.').first(),
  ).toBeVisible();

  // Nobody was signed in, and after 2 seconds the login page follows.
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(204); // nobody: no session cookie (decision 0001)
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMail({ to: owner.email, subject: /Uw aanvraag is ontvangen/ });
  expect(mail.text).toMatch(/BK-\d{4}-\d+/);
});
