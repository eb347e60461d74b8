// Journeys on the other public request forms: the extended valuation (eight sections), the five-section
// mortgage adviser request, the seller's agent (register-and-create-project, then home after 2 seconds), and the
// mortgage marketing page that leads to the form.
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';

async function fillAddress(
  page: Page,
  region: string | RegExp,
  a: { postcode: string; number: string; street: string; city: string },
) {
  const r = page.getByRole('region', { name: region });
  await r.getByLabel('Postcode').fill(a.postcode);
  await r.getByLabel('Huisnummer').fill(a.number);
  await r.getByLabel('Straat').fill(a.street);
  await r.getByLabel('Plaats').fill(a.city);
}

test('the extended valuation form has eight sections and its own thank-you screen', async ({ page }) => {
  await page.goto('/taxatie');
  await expect(page.getByRole('heading', { name: 'Taxatie aanvragen', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Uitgebreid formulier (8 stappen)' }).click();
  await expect(page).toHaveURL(/\/taxatie\?formulier=uitgebreid$/);
  await expect(page.getByRole('heading', { name: 'Taxatie aanvragen (uitgebreid)' })).toBeVisible();
  const sections = [
    'Klantgegevens',
    'Te taxeren object',
    'Contactgegevens opdrachtgever',
    'Eigenaar / contactpersoon',
    'Spoed',
    'Opdrachtgegevens',
    'Overige informatie',
    'Opmerkingen',
  ];
  for (const [i, name] of sections.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: `${i + 1}. ${name}` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Taxatie aanvragen' }).click();
  await expect(page.getByText('Naam eigenaar/contactpersoon is verplicht')).toBeVisible();

  const customer = page.getByRole('region', { name: /Klantgegevens/ });
  await customer.getByLabel('Aanhef').selectOption('mw');
  await customer.getByLabel('Voornaam').fill('Ingrid');
  await customer.getByLabel('Achternaam').fill('Uitgebreid');
  await customer.getByLabel('Telefoonnummer').fill('0612121212');
  await customer.getByLabel('E-mailadres').fill(uniqueEmail('taxatie'));

  await fillAddress(page, /Te taxeren object/, {
    postcode: '9711 AA',
    number: '45A',
    street: 'Herestraat',
    city: 'Groningen',
  });
  const object = page.getByRole('region', { name: /Te taxeren object/ });
  await object.getByLabel('Huidig gebruik').fill('Eigen bewoning');
  await object.getByLabel('Type woning').selectOption('herenhuis');
  await object.getByLabel('Koopsom').fill('425000');
  await object.getByLabel('Financieringsdoel').selectOption('aankoop');
  await object
    .getByRole('group', { name: /Appartementsrecht/ })
    .getByLabel('Nee')
    .check();
  await object
    .getByRole('group', { name: /nieuwbouw/ })
    .getByLabel('Nee')
    .check();
  await expect(object.getByLabel('Type taxatie')).toHaveValue('Taxatie aankoopbeslissing - €596');

  // 'Gelijk aan klantgegevens' copies the customer into the client's contact details.
  const client = page.getByRole('region', { name: /Contactgegevens opdrachtgever/ });
  await client.getByLabel('Gelijk aan klantgegevens').check();
  await expect(client.getByLabel('Voorletters')).toHaveValue('I.');
  await expect(client.getByLabel('Achternaam')).toHaveValue('Uitgebreid');

  const owner = page.getByRole('region', { name: /Eigenaar/ });
  await owner.getByLabel('Naam eigenaar/contactpersoon').fill('J. Verkoper');
  await fillAddress(page, /Eigenaar/, {
    postcode: '9711AB',
    number: '3',
    street: 'Vismarkt',
    city: 'Groningen',
  });

  await page.getByRole('region', { name: /Spoed/ }).getByLabel('Express (binnen 48 uur)').check();
  const assignment = page.getByRole('region', { name: /Opdrachtgegevens/ });
  await assignment.getByLabel('Betaalwijze').selectOption('factuur');
  await assignment.getByRole('group', { name: /NHG/ }).getByLabel('Ja').check();
  await assignment
    .getByRole('group', { name: /Validatie/ })
    .getByLabel('Ja')
    .check();
  const other = page.getByRole('region', { name: /Overige informatie/ });
  await other.getByLabel('Afspraak met mij').check();
  await other.getByLabel('Naam of e-mail contactpersoon').fill('Ingrid');
  await other.getByLabel('Contactnummer').fill('0612121212');

  await page.getByRole('button', { name: 'Taxatie aanvragen' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor uw taxatie-aanvraag!' })).toBeVisible();
});

test('the five-section mortgage request shows its messages and thanks the visitor', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hypotheekadviseur');
  await expect(page.getByRole('heading', { name: 'Hypotheekadviseur', exact: true })).toBeVisible();
  await expect(page.getByText('Vanaf €961,95')).toBeVisible();
  await expect(page.getByText('incl. BTW')).toBeVisible();
  for (const step of [
    'Intake en financiële analyse',
    'Advies en vergelijken van opties',
    'Bankgarantie en documenten regelen',
    'Factuur en afronding',
  ]) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Vraag hypotheekadvies aan' }).click();
  await expect(page).toHaveURL(/\/hypotheek-adviseur$/);
  await expect(page.getByRole('heading', { name: 'Hypotheekadviseur aanvragen' })).toBeVisible();
  for (const name of [
    'Klantgegevens',
    'Uw hypotheekgegevens',
    'Huidig adres',
    'Nieuw adres (niets van toepassing)',
    'Opmerkingen',
  ]) {
    await expect(page.getByRole('region', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })).toBeVisible();
  }
  await expect(page.getByLabel('Reden afspraak')).toHaveValue('Oriënteren');

  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Afspraak aanvragen' }).click();
  await expect(page.getByText('Selecteer een aanhef')).toBeVisible();
  await expect(page.getByText('Ongeldig e-mailadres')).toBeVisible();
  await page.screenshot({ path: 'test-results/requests-mortgage-phone.png', fullPage: true });

  await page.getByLabel('Aanhef').selectOption('dhr');
  await page.getByLabel('Voornaam').fill('Hugo');
  await page.getByLabel('Achternaam').fill('Hypotheek');
  // The mortgage forms need a phone number, not ten characters of it.
  await page.getByLabel('Telefoonnummer').fill('06 1234');
  await page.getByLabel('E-mailadres').fill(uniqueEmail('hypotheek'));
  await fillAddress(page, /Huidig adres/, {
    postcode: '5611 AB',
    number: '7-9',
    street: 'Markt',
    city: 'Eindhoven',
  });
  await page.getByRole('button', { name: 'Afspraak aanvragen' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de homepage' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
});

test('the public seller’s agent form registers the visitor and goes home after 2 seconds', async ({
  page,
  waitForMail,
}) => {
  const email = uniqueEmail('verkoper');
  await page.goto('/verkoopmakelaar');
  await expect(page.getByRole('heading', { name: 'Verkoopmakelaar aanvragen' })).toBeVisible();
  await page.getByLabel('Aanhef').selectOption('Fam.');
  await page.getByLabel('Voornaam').fill('Saskia');
  await page.getByLabel('Achternaam').fill('Verkoop');
  await page.getByLabel('Telefoonnummer').fill('0698765432');
  await page.getByLabel('E-mailadres').fill(email);

  // The address suggestions answer (from PDOK, or the built-in place list when PDOK cannot be reached).
  const address = page.getByRole('combobox', { name: 'Adres van de woning' });
  await address.fill('Amsterd');
  const suggestion = page.getByRole('option', { name: /Amsterdam/ }).first();
  await expect(suggestion).toBeVisible({ timeout: 5_000 });
  await address.fill('Keizersgracht 1, 1015 CC Amsterdam');
  await address.press('Escape');

  await page.getByLabel('Verwachte waarde van').selectOption('600000');
  await page.getByLabel('Verwachte waarde tot').selectOption('700000');
  await page
    .getByRole('region', { name: /Nieuwe woning/ })
    .getByLabel('Nee')
    .check();
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();

  await expect(page.getByRole('heading', { name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/$/);
  const mail = await waitForMail({ to: email, subject: /Uw account bij Woonportaal/ });
  expect(mail.links.some((link) => link.includes('/reset-password?token='))).toBe(true);
});
