// Journeys: the consumer writes to the assigned professional on
// /contact?project={id}, blank fields are refused with 'Velden vereist', the professional is notified, reads the
// message in the thread and answers; without an assigned professional the consumer cannot write yet.

import { projectWithParties } from '../documents/helpers';
import { expect, test, uniqueTag } from '../support/fixtures';

test('a message from the consumer reaches the professional, who answers', async ({
  browser,
  apiLogin,
  waitForMail,
}) => {
  const { project, consumer, professional } = await projectWithParties();
  const proName = `${professional.firstName} ${professional.lastName}`;
  const subject = `Vraag over de bezichtiging ${uniqueTag()}`;

  // --- Consumer: the professional's block, a refused blank form, then a sent message.
  const consumerContext = await browser.newContext();
  const page = await consumerContext.newPage();
  await apiLogin(page, consumer.email, consumer.password);
  // The way there: 'Bericht sturen' in the professional's card of the project page.
  await page.goto(`/project/${project.id}`);
  await page
    .getByRole('region', { name: 'Professional', exact: true })
    .getByRole('link', { name: 'Bericht sturen' })
    .click();
  await expect(page).toHaveURL(`/contact?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Berichten', level: 1 })).toBeVisible();
  await expect(page.getByText(project.projectId)).toBeVisible();
  const proCard = page.getByRole('region', { name: 'Uw professional' });
  await expect(proCard).toContainText(proName);
  await expect(proCard).toContainText(professional.email);
  await expect(page.getByText('Professional is nog niet toegewezen!')).toHaveCount(0);
  await expect(page.getByText('Nog geen berichten')).toBeVisible();

  const send = page.getByRole('button', { name: 'Verzenden' });
  await send.click();
  const required = page.getByRole('alert').filter({ hasText: 'Velden vereist' });
  await expect(required).toContainText('Vul alle velden in voordat u het bericht verzendt.');
  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Bericht', { exact: true }).fill('   ');
  await send.click();
  await expect(required).toBeVisible();

  await page
    .getByLabel('Bericht', { exact: true })
    .fill('Kunnen we de bezichtiging naar donderdag verplaatsen?\nGroet, Sanne');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Bericht verzonden' })).toBeVisible();
  const thread = page.getByRole('list', { name: 'Berichten' });
  const mine = thread.getByRole('listitem').filter({ hasText: subject });
  await expect(mine).toContainText('donderdag verplaatsen');
  await expect(mine).toContainText('(u)');
  await expect(page.getByLabel('Onderwerp')).toHaveValue('');
  await page.screenshot({ path: 'test-results/messages-consumer-sent.png', fullPage: true });

  // The professional gets a mail about it.
  const mail = await waitForMail({ to: professional.email, subject: /^Nieuw bericht over/ });
  expect(mail.text).toContain(subject);
  expect(mail.links.some((link) => link.endsWith(`/contact?project=${project.id}`))).toBe(true);

  // --- Professional: the bell, then the thread with the consumer as the other party; an answer.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await apiLogin(pro, professional.email, professional.password);
  await pro.goto('/dashboard');
  const bell = pro.getByRole('button', { name: /^Meldingen/ });
  await bell.click();
  await expect(
    pro.getByRole('menuitem', { name: /Nieuw bericht/ }).filter({ hasText: subject }),
  ).toBeVisible();
  await pro.keyboard.press('Escape');

  // The professional's way there: 'Berichten' in the project page's header.
  await pro.goto(`/project/${project.id}`);
  await pro.getByRole('main').getByRole('link', { name: 'Berichten', exact: true }).click();
  await expect(pro).toHaveURL(`/contact?project=${project.id}`);
  await expect(pro.getByRole('heading', { name: 'Berichten', level: 1 })).toBeVisible();
  await expect(pro.getByRole('region', { name: 'Klant' })).toContainText(consumer.email);
  const received = pro
    .getByRole('list', { name: 'Berichten' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(received).toContainText('Sanne Smit');
  await expect(received).toContainText('Klant');
  await expect(received).not.toContainText('(u)');

  await pro.getByLabel('Onderwerp').fill(`Re: ${subject}`);
  await pro.getByLabel('Bericht', { exact: true }).fill('Donderdag om 14:00 uur kan.');
  await pro.getByRole('button', { name: 'Verzenden' }).click();
  await expect(pro.getByRole('status').filter({ hasText: 'Bericht verzonden' })).toBeVisible();
  await expect(pro.getByRole('list', { name: 'Berichten' }).getByRole('listitem')).toHaveCount(2);
  await pro.screenshot({ path: 'test-results/messages-professional-thread.png', fullPage: true });
  await proContext.close();

  // --- Consumer: the answer, after the question (oldest first).
  await page.reload();
  const items = page.getByRole('list', { name: 'Berichten' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(subject);
  await expect(items.nth(1)).toContainText('Donderdag om 14:00 uur kan.');
  await expect(items.nth(1)).toContainText(proName);
  await consumerContext.close();
});

test('without an assigned professional the consumer cannot write yet', async ({ page, apiLogin }) => {
  const { project, consumer } = await projectWithParties({ assign: false });
  await apiLogin(page, consumer.email, consumer.password);
  await page.goto(`/contact?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Berichten', level: 1 })).toBeVisible();
  await expect(page.getByText('Professional is nog niet toegewezen!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verzenden' })).toBeDisabled();
  await expect(page.getByLabel('Onderwerp')).toBeDisabled();
});
