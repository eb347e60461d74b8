// Journey: a visitor asks for a buyer's agent on the public form. Empty and half-filled submissions show the
// Dutch messages under the fields; the filled form (three search areas, the current home) shows the thank-you
// screen; the welcome mail holds a one-time link to choose a password (never a password); with that password
// the visitor signs in and finds the request.
import { expect, test, uniqueEmail } from '../support/fixtures';

test('a visitor requests a buyer’s agent, sets a password from the mail and finds the request', async ({
  page,
  waitForMail,
}) => {
  const email = uniqueEmail('koper');
  const password = 'Mijn-nieuwe-woning-1';

  await page.goto('/aankoopmakelaar');
  await expect(page.getByRole('heading', { name: 'Aankoopmakelaar aanvragen' })).toBeVisible();

  // Nothing filled in: every required field says what is missing, in Dutch, tied to its input.
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  for (const message of [
    'Aanhef is verplicht',
    'Voornaam is verplicht',
    'Achternaam is verplicht',
    'Telefoon is verplicht',
    'Ongeldig emailadres',
    'Prijsklasse van is verplicht',
    'Prijsklasse tot is verplicht',
    'Minimaal één gebied is verplicht',
    'Woningtype is verplicht',
    'Minimaal m² is verplicht',
    'Minimaal slaapkamers is verplicht',
    'Bouwperiode is verplicht',
    'Verwachte termijn aankoop is verplicht',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Dit veld is verplicht')).toHaveCount(2);
  await expect(page.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Voornaam')).toHaveAccessibleDescription('Voornaam is verplicht');
  // The first field with a problem has the focus.
  await expect(page.getByLabel('Aanhef')).toBeFocused();

  await page.getByLabel('Aanhef').selectOption('mevr');
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Koper');
  // Nine characters are one too few.
  await page.getByLabel('Telefoon').fill('061234567');
  await page.getByLabel('E-mailadres').fill('lotte@');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Telefoon is verplicht', { exact: true })).toBeVisible();
  await expect(page.getByText('Ongeldig emailadres', { exact: true })).toBeVisible();
  await page.getByLabel('Telefoon').fill('0612345678');
  await page.getByLabel('E-mailadres').fill(email);
  await expect(page.getByText('Telefoon is verplicht', { exact: true })).toHaveCount(0);

  const search = page.getByRole('region', { name: /Uw zoekopdracht/ });
  await search
    .getByRole('group', { name: /hypotheekadviseur/ })
    .getByLabel('Weet ik niet')
    .check();

  // 'to' offers only amounts above 'from'.
  await page.getByLabel('Prijsklasse van').selectOption('250000');
  const to = page.getByLabel('Prijsklasse tot');
  await expect(to.locator('option[value="250000"]')).toHaveCount(0);
  await expect(to.locator('option[value="200000"]')).toHaveCount(0);
  await expect(to.locator('option[value="275000"]')).toHaveCount(1);
  await to.selectOption('400000');

  // Three search areas: a suggestion clicked, a suggestion chosen with the keyboard, and free text.
  const areas = page.getByRole('combobox', { name: 'Zoekgebied' });
  await areas.fill('utre');
  await page.getByRole('option', { name: 'Utrecht', exact: true }).click();
  await areas.fill('Amersf');
  await expect(page.getByRole('option', { name: 'Amersfoort', exact: true })).toBeVisible();
  await areas.press('ArrowDown');
  await areas.press('Enter');
  await areas.fill('Rivierenland-oost');
  await areas.press('Enter');
  // A duplicate is not added; Backspace on the empty input removes the last tag, which is then typed again.
  await areas.fill('utrecht');
  await areas.press('Enter');
  await expect(page.getByText('3 gebieden geselecteerd')).toBeVisible();
  await areas.press('Backspace');
  await expect(page.getByText('2 gebieden geselecteerd')).toBeVisible();
  await areas.fill('Rivierenland-oost');
  await areas.press('Enter');
  await expect(page.getByText('3 gebieden geselecteerd')).toBeVisible();
  for (const place of ['Utrecht', 'Amersfoort', 'Rivierenland-oost']) {
    await expect(page.getByRole('button', { name: `${place} verwijderen` })).toBeVisible();
  }

  await page.getByLabel('Woningtype').selectOption('woonhuis');
  await page.getByLabel('Minimaal m²').selectOption('100-125');
  await page.getByLabel('Minimaal slaapkamers').selectOption('3-4');
  await page.getByLabel('Bouwperiode').selectOption('Geen voorkeur');
  await page.getByLabel('Verwachte termijn aankoop').selectOption('Binnen 6 maanden');

  // The current-home address appears only with 'ja'.
  const home = page.getByRole('region', { name: /Huidige woning/ });
  await expect(home.getByLabel('Postcode')).toHaveCount(0);
  await home
    .getByRole('group', { name: /eigen woning/ })
    .getByLabel('Ja')
    .check();
  await home.getByLabel('Postcode').fill('3511 AB');
  await home.getByLabel('Huisnummer').fill('12');
  await home.getByLabel('Straat').fill('Oudegracht');
  await home.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('Opmerkingen of wensen').fill('Graag een tuin op het zuiden.');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  await expect(page.getByText('Binnen 24 uur neemt een professional contact met u op.')).toBeVisible();
  await expect(page.getByText(/link om uw wachtwoord in te stellen\. Daarna/)).toBeVisible();
  await expect(page.getByText('Aanvraag succesvol verstuurd')).toBeVisible();
  await page.screenshot({ path: 'test-results/requests-buyer-thank-you.png' });

  // The mail: a one-time link to choose a password, and no password.
  const mail = await waitForMail({ to: email, subject: /Uw account bij Woonportaal/ });
  const setLink = mail.links.find((link) => link.includes('/reset-password?token='));
  expect(setLink, `a set-password link in: ${mail.links.join(', ')}`).toBeTruthy();
  expect(mail.text).not.toMatch(/wachtwoord\s*:/i);

  await page.goto(setLink!);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord bijwerken' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord bijgewerkt' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar inloggen' }).click();

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Mijn overzicht' })).toBeVisible();

  // The request is the new account's: its notification names the project's reference.
  await page.getByRole('button', { name: /^Meldingen/ }).click();
  await expect(page.getByRole('menuitem', { name: /Aanvraag ontvangen/ })).toContainText(
    /aankoopmakelaar aanvraag AM-\d{4}-\d+/,
  );
  await page.keyboard.press('Escape');
  // And it is in their list of assignments, waiting for a professional, titled with the type and the search area.
  await page.getByRole('navigation', { name: 'Navigatie' }).getByRole('link', { name: 'Opdrachten' }).click();
  await expect(
    page.getByRole('row', { name: /Aankoopmakelaar – Utrecht, Amersfoort.* In afwachting/ }),
  ).toBeVisible();
});
