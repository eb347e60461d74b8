// Journey: the home address on /profiel, and the invoice that needs it (decision 0033). A consumer fills in their
// address, a bad postcode is refused in Dutch, the saved address is kept after a reload; a professional invoicing a
// valuation for a client without any address sees why it cannot be made, and makes it once the client filled it in.
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';
import { giveCompanyDetails, signedInRequest } from '../invoices/helpers';
import { e2eRuntime } from '../support/env';
import { expect, test } from '../support/fixtures';
import { assignedProject } from '../workflows/helpers';

test('a consumer fills in their home address on /profiel; it is kept, normalised, after a reload', async ({
  page,
  createUser,
  apiLogin,
}) => {
  const user = await createUser({ firstName: 'Anna', lastName: 'Adres' });
  await apiLogin(page, user.email, user.password);
  await page.goto('/profiel');
  const address = page.getByRole('group', { name: 'Adres' });
  await expect(address).toBeVisible();
  await expect(address.getByLabel('Postcode')).toHaveValue('');

  // Half an address and a bad postcode: Dutch messages at the fields, nothing saved.
  await address.getByLabel('Postcode').fill('0123');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(address.getByText('Vul een postcode in als 1234 AB')).toBeVisible();
  await expect(address.getByText('Straat is verplicht')).toBeVisible();

  // Postcode and number are looked up (the request forms' lookup): street and place are filled in.
  await address.getByLabel('Postcode').fill('1012lg');
  await address.getByLabel('Huisnummer').fill('1');
  await expect(address.getByLabel('Straat')).toHaveValue('Damrak');
  await expect(address.getByLabel('Plaats')).toHaveValue('Amsterdam');
  await address.getByLabel('Toevoeging').fill('b');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel opgeslagen')).toBeVisible();

  await page.reload();
  await expect(address.getByLabel('Postcode')).toHaveValue('1012 LG');
  await expect(address.getByLabel('Huisnummer')).toHaveValue('1');
  await expect(address.getByLabel('Toevoeging')).toHaveValue('B');
  await expect(address.getByLabel('Straat')).toHaveValue('Damrak');
  await expect(address.getByLabel('Plaats')).toHaveValue('Amsterdam');
});

test('the invoice panel says the client’s address is missing; with it on the profile the invoice is made and sent', async ({
  page,
  apiLogin,
}) => {
  // A valuation names only the home valued: the invoice goes to where the client lives, which the profile says.
  const project = await assignedProject('taxatie', exampleTaxatie);
  await giveCompanyDetails(project.professional);
  const saveAddress = (parts: Record<string, string>) =>
    signedInRequest(project.consumer, async (ctx) => {
      const res = await ctx.patch('/api/profile', {
        data: { firstName: project.consumer.firstName, lastName: project.consumer.lastName, ...parts },
        headers: { Origin: e2eRuntime().baseURL },
      });
      expect(res.ok(), `PATCH /api/profile: ${res.status()}`).toBe(true);
    });
  await saveAddress({ straat: '', huisnummer: '', huisletter: '', postcode: '', plaats: '' });

  await apiLogin(page, project.professional.email, project.professional.password);
  await page.goto(`/project/${project.id}#invoice`);
  const widget = page.locator('#invoice');
  await widget.getByRole('button', { name: 'Factuur aanmaken' }).click();
  const refusal = widget.getByRole('alert').filter({ hasText: 'Het adres van de klant ontbreekt' });
  await expect(refusal).toBeVisible();
  // Not the professional's to fix in their company details.
  await expect(widget.getByRole('link', { name: 'Bedrijfsgegevens aanvullen' })).toHaveCount(0);

  await saveAddress({ straat: 'Maliebaan', huisnummer: '50', postcode: '3581 CS', plaats: 'Utrecht' });
  await widget.getByRole('button', { name: 'Factuur aanmaken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conceptfactuur aangemaakt' })).toBeVisible();
  await widget.getByRole('button', { name: 'Versturen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Factuur \d{4}-\d{6} verzonden/ })).toBeVisible();
  await expect(widget.getByRole('heading', { name: /^Factuur \d{4}-\d{6}$/ })).toBeVisible();
});
