// Journey: a professional creates a lead on /professional/leadvergoeding by filling in the new-lead
// panel (the taxatie extras come and go with the service) and sees 'Lead aangemaakt' and the lead as open; an admin
// assigns the lead's project and its professional completes the workflow (through the API); the page then shows
// the fee as earned in the tiles and under 'Voltooid', and on a phone the list is cards without sideways scrolling.
// A lead the server refuses shows 'Fout bij aanmaken lead' with its reason.
import { completeStepsFor, giveCompanyDetails, signedInRequest } from '../invoices/helpers';
import { e2eRuntime } from '../support/env';
import { createUser, DEMO, expect, test, uniqueEmail, uniqueTag } from '../support/fixtures';
import { listEntries } from '../support/lists';
import { isoDateInDays } from '../workflows/helpers';

test('a lead is created through the panel, its project completes, and the fee shows as earned', async ({
  page,
  apiLogin,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueTag();
  const bringer = await createUser({ role: 'professional', firstName: 'Lieke', lastName: `Leads ${suffix}` });
  const doer = await createUser({ role: 'professional', firstName: 'Daan', lastName: `Doener ${suffix}` });
  await giveCompanyDetails(doer); // the energy label's automatic invoice prints them
  const clientName = `Jan Klant ${suffix}`;

  await apiLogin(page, bringer.email, bringer.password);
  await page.goto('/professional/leadvergoeding');
  await expect(page.getByRole('heading', { name: 'Leadvergoeding', level: 1 })).toBeVisible();
  await expect(page.getByText('U heeft nog geen leads aangemeld.')).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Overzicht leadvergoedingen' });
  const tile = (label: string) => tiles.getByText(label, { exact: true }).locator('..');
  await expect(tile('Totaal verdiend')).toContainText('€ 0,00');

  // --- The new-lead panel: the required fields with Dutch messages, the extras with their service.
  const toggle = page.getByRole('button', { name: 'Nieuwe lead' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Nieuwe lead' });
  await expect(form.getByLabel('Dienst')).toBeFocused();
  await form.getByRole('button', { name: 'Lead aanmaken' }).click();
  for (const message of [
    'Kies een dienst',
    'Naam klant is verplicht',
    'Ongeldig e-mailadres',
    'Contactnummer is verplicht',
    'Postcode is verplicht',
    'Huisnummer is verplicht',
    'Straat is verplicht',
    'Plaats is verplicht',
  ])
    await expect(form.locator('[id$="-error"]').getByText(message, { exact: true })).toBeVisible();

  await form.getByLabel('Dienst').selectOption('taxatie');
  await expect(form.getByText('Vergoeding bij voltooiing van de opdracht: € 25,00')).toBeVisible();
  await expect(form.getByLabel('Bouwjaar')).toBeVisible();
  await expect(form.getByLabel('Soort pand')).toBeVisible();
  await form.getByLabel('Dienst').selectOption('aankoopmakelaar');
  await expect(form.getByLabel('Bouwjaar')).toHaveCount(0);
  await expect(form.getByLabel('Budget')).toBeVisible();
  await form.getByLabel('Dienst').selectOption('energielabel');
  await expect(form.getByLabel('Budget')).toHaveCount(0);
  await expect(form.getByText('Vergoeding bij voltooiing van de opdracht: € 20,00')).toBeVisible();

  await form.getByLabel('Naam klant').fill(clientName);
  const clientEmail = uniqueEmail('lead-klant');
  await form.getByLabel('E-mailadres').fill(clientEmail);
  await form.getByLabel('Contactnummer').fill('0612345678');
  await form.getByLabel('Postcode').fill('3572AJ');
  await form.getByLabel('Huisnummer').fill('8');
  await form.getByLabel('Straat').fill('Biltstraat');
  await form.getByLabel('Plaats').fill('Utrecht');
  await form.getByLabel('Opmerkingen (optioneel)').fill('Graag na 17.00 uur bellen.');
  await page.screenshot({ path: 'test-results/lead-fee-panel-desktop.png', fullPage: true });
  await form.getByRole('button', { name: 'Lead aanmaken' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Lead aangemaakt' })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(toggle).toBeFocused();
  const row = listEntries(page, 'Uw leads').filter({ hasText: clientName });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Energielabel');
  await expect(row).toContainText('€ 20,00');
  await expect(row).toContainText('Na voltooiing');
  await expect(tile('In afwachting')).toContainText('€ 20,00');
  await expect(tile('Totaal verdiend')).toContainText('€ 0,00');

  // --- Behind the screen: the admin assigns the lead's project, its professional completes the workflow.
  const [lead] = (await (await page.request.get('/api/leads/my-leads')).json()) as { leadId: string }[];
  expect(lead?.leadId).toMatch(/^LD-/);
  // The lead names no project (a staff address gets none, and both must read alike): the admin finds the client's
  // new request in the list, as admins do.
  const projectUuid = await signedInRequest(DEMO.admin, async (ctx) => {
    const list = (await (await ctx.get(`/api/projects?q=${encodeURIComponent(clientEmail)}`)).json()) as {
      id: string;
      projectId: string;
      status: string;
    }[];
    expect(list).toHaveLength(1);
    const { id, projectId, status } = list[0]!;
    expect(projectId).toMatch(/^EL-\d{4}-\d+$/);
    expect(status).toBe('pending');
    const assigned = await ctx.patch(`/api/projects/${id}/assign`, {
      data: { professionalId: doer.user.id },
      headers: { Origin: e2eRuntime().baseURL },
    });
    expect(assigned.ok(), `assign: ${assigned.status()} ${await assigned.text()}`).toBe(true);
    return id;
  });
  await completeStepsFor(doer, projectUuid, {
    1: { afspraakDatum: isoDateInDays(3), afspraakTijd: '10:00' },
    2: {},
    3: {},
    4: {},
  });
  await signedInRequest(doer, async (ctx) => {
    const project = (await (await ctx.get(`/api/projects/${projectUuid}`)).json()) as { status: string };
    expect(project.status).toBe('completed');
  });

  // --- The professional's page: earned, this month, and under 'Voltooid'.
  await page.reload();
  await expect(tile('Totaal verdiend')).toContainText('€ 20,00');
  await expect(tile('Deze maand verdiend')).toContainText('€ 20,00');
  await expect(tile('In afwachting')).toContainText('€ 0,00');
  await page.getByRole('button', { name: /^Voltooid/ }).click();
  await expect(page).toHaveURL(/status=voltooid/);
  await expect(row).toContainText('Voltooid');
  await expect(row).toContainText('In behandeling');
  await page.getByRole('button', { name: /^Open/ }).click();
  await expect(page.getByText('Geen leads gevonden.')).toBeVisible();
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  // The search: the lead id, typed in lower case.
  await page.getByLabel('Zoeken').fill(lead!.leadId.toLowerCase());
  await expect(row).toBeVisible();
  await page.getByLabel('Zoeken').fill('niemand anders');
  await expect(page.getByText('Geen leads gevonden.')).toBeVisible();
  await page.getByLabel('Zoeken').fill('');
  await page.screenshot({ path: 'test-results/lead-fee-desktop.png', fullPage: true });

  // --- On a phone: cards with status and the details action, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Uw leads' })).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Uw leads' })
    .getByRole('listitem')
    .filter({ hasText: clientName });
  await expect(card).toContainText('Voltooid');
  await expect(card).toContainText('In behandeling');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/lead-fee-mobile.png', fullPage: true });
  await card.getByRole('button', { name: `Details van lead ${lead!.leadId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Lead ${lead!.leadId}` });
  await expect(dialog).toContainText('Biltstraat 8, 3572AJ Utrecht');
  await expect(dialog).toContainText('Graag na 17.00 uur bellen.');
  await expect(dialog).toContainText(clientEmail);
  await page.screenshot({ path: 'test-results/lead-fee-mobile-details.png' });
  await page.keyboard.press('Escape');

  await toggle.click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/lead-fee-panel-mobile.png', fullPage: true });
});

test("a refused lead says 'Fout bij aanmaken lead' with the server's reason and keeps what was typed", async ({
  page,
  apiLogin,
}) => {
  test.setTimeout(120_000);
  const bringer = await createUser({ role: 'professional', firstName: 'Lieke', lastName: 'Leads' });
  // The server refuses a professional's leads past its hourly limit (30): the limit is reached through the API.
  await signedInRequest(bringer, async (ctx) => {
    for (let i = 0; i < 30; i++) {
      const res = await ctx.post('/api/leads/create', {
        data: {
          serviceType: 'energielabel',
          clientName: `Klant ${i}`,
          email: uniqueEmail('limiet'),
          contactnummer: '0612345678',
          postcode: '1012LG',
          huisnummer: String(i + 1),
          straat: 'Damrak',
          plaats: 'Amsterdam',
        },
        headers: { Origin: e2eRuntime().baseURL },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
  });
  await apiLogin(page, bringer.email, bringer.password);
  await page.goto('/professional/leadvergoeding');
  await page.getByRole('button', { name: 'Nieuwe lead' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe lead' });
  await form.getByLabel('Dienst').selectOption('bouwkundige');
  await form.getByLabel('Naam klant').fill('Piet Pieters');
  await form.getByLabel('E-mailadres').fill(uniqueEmail('geweigerd'));
  await form.getByLabel('Contactnummer').fill('0612345678');
  await form.getByLabel('Postcode').fill('1012LG');
  await form.getByLabel('Huisnummer').fill('1');
  await form.getByLabel('Straat').fill('Damrak');
  await form.getByLabel('Plaats').fill('Amsterdam');
  await form.getByRole('button', { name: 'Lead aanmaken' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Fout bij aanmaken lead' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('U heeft te veel leads aangemaakt');
  await expect(form.getByLabel('Naam klant')).toHaveValue('Piet Pieters');
  await expect(form.getByRole('button', { name: 'Lead aanmaken' })).toBeEnabled();
});
