// Journey: a professional signs a client up as a lead; the client's first mail names the professional and their
// company and holds 'Ik wil niet benaderd worden'. The client opens that link signed out, reads what objecting does,
// confirms and sees the Dutch confirmation; the link then says it was used. The professional is told by mail and
// sees the lead as 'Bezwaar gemaakt' without the client's name (decision 0042).
import { giveCompanyDetails, signedInRequest } from '../invoices/helpers';
import { e2eRuntime } from '../support/env';
import { createUser, expect, test, uniqueEmail } from '../support/fixtures';
import { listEntries } from '../support/lists';

test('a referred client objects through the link in their mail, signed out', async ({
  page,
  apiLogin,
  waitForMail,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const pro = await createUser({ role: 'professional', firstName: 'Petra', lastName: `Verwijzer ${suffix}` });
  await giveCompanyDetails(pro, 'Verwijzer Makelaardij');
  const clientEmail = uniqueEmail('bezwaar-klant');
  const clientName = `Klaas Bezwaar ${suffix}`;
  const leadId = await signedInRequest(pro, async (ctx) => {
    const res = await ctx.post('/api/leads/create', {
      data: {
        serviceType: 'taxatie',
        clientName,
        email: clientEmail,
        contactnummer: '0612345678',
        postcode: '3572AJ',
        huisnummer: '8',
        straat: 'Biltstraat',
        plaats: 'Utrecht',
      },
      headers: { Origin: e2eRuntime().baseURL },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).lead.leadId as string;
  });

  // --- The client's mail: who referred them, and the link.
  const referrer = `Petra Verwijzer ${suffix} van Verwijzer Makelaardij`;
  const mail = await waitForMail({ to: clientEmail, subject: /heeft u aangemeld bij Woonportaal/ });
  expect(mail.text).toContain(`${referrer} heeft uw gegevens aan Woonportaal doorgegeven`);
  expect(mail.html).toContain('>Ik wil niet benaderd worden</a>');
  const link = mail.links.find((l) => l.includes('/niet-benaderen?token='));
  expect(link, 'opt-out link in the mail').toBeTruthy();
  const url = new URL(link!);

  // --- Opened signed out: what will happen, then the confirmation.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Niet benaderd worden', level: 1 })).toBeVisible();
  await expect(
    page.getByText(`${referrer} heeft uw gegevens aan Woonportaal doorgegeven voor een taxatie aanvraag.`),
  ).toBeVisible();
  await expect(page.getByText('Dit kunt u niet ongedaan maken.')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, ik wil niet benaderd worden' }).click();
  await expect(page.getByRole('heading', { name: 'Uw bezwaar is verwerkt' })).toBeVisible();
  await expect(
    page.getByText('U wordt niet meer benaderd. De aanvraag is gesloten en uw gegevens zijn verwijderd.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/lead-opt-out-done.png', fullPage: true });

  // --- The link works once.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(
    'U heeft al laten weten dat u niet benaderd wilt worden.',
  );

  // --- The professional is told and sees the lead closed, without the client's name.
  const notice = await waitForMail({ to: pro.email, subject: /Klant wil niet benaderd worden/ });
  expect(notice.text).toContain(leadId);
  expect(notice.text).not.toContain(clientName);
  await apiLogin(page, pro.email, pro.password);
  await page.goto('/professional/leadvergoeding');
  const row = listEntries(page, 'Uw leads').filter({ hasText: leadId });
  await expect(row).toContainText('Bezwaar gemaakt');
  await expect(row).toContainText('Gegevens verwijderd');
  await expect(row).toContainText('Geen vergoeding');
  await expect(page.getByText(clientName)).toHaveCount(0);
});
