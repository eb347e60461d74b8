// Journey: the project page /project/{id}. A consumer requests a buyer's agent; the admin opens the
// unassigned project and assigns a professional from the page; the consumer opens the project by its reference,
// by its uuid and from the notification, and reads the criteria, the customer card and the full request; someone
// else's project and a failing load show Dutch error pages; /documents without a project offers a choice.
import { type Page, request as playwrightRequest } from '@playwright/test';
import { e2eRuntime } from '../support/env';
import { type CreatedUser, DEMO, expect, test, uniqueTag } from '../support/fixtures';
import { pendingProject } from './helpers';

/** The toasts (the Toaster's region), apart from status texts elsewhere on the page. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

interface CreatedProject {
  id: string;
  projectId: string;
  title: string;
}

/** The signed-in buyer's form as /form/aankoopmakelaar sends it (src/shared/requests/schemas.ts). */
const BUYER_FORM = {
  salutation: 'dhr',
  firstName: 'Jan',
  betweenName: 'van',
  lastName: 'Jansen',
  phone: '0612345678',
  email: 'wordt-vervangen@example.nl',
  hasHypotheekladviseur: 'nee',
  priceFrom: '250000',
  priceTo: '400000',
  searchArea: ['Amsterdam', 'Utrecht', 'Haarlem'],
  propertyType: 'appartement',
  minM2: '75-100',
  minSlaapkamers: '2',
  bouwperiode: 'Geen voorkeur',
  verwachteTermijnAankoop: 'Binnen 6 maanden',
  hasOwnHouse: 'ja',
  street: 'Damrak',
  houseNumber: '45',
  houseNumberAddition: 'A',
  postcode: '1012 LG',
  city: 'Amsterdam',
  comments: 'Graag een balkon op het zuiden',
};

test.describe
  .serial('the project page', () => {
    let consumer: CreatedUser;
    let professional: CreatedUser;
    let project: CreatedProject;
    const suffix = uniqueTag();

    test.beforeAll(async ({ createUser, apiLogin }) => {
      consumer = await createUser({ firstName: 'Jan', lastName: 'Jansen', phone: '0612345678' });
      // No specializations: offered for every project type.
      professional = await createUser({
        role: 'professional',
        firstName: 'Pieter',
        lastName: `Makelaar ${suffix}`,
      });
      const baseURL = e2eRuntime().baseURL;
      const ctx = await playwrightRequest.newContext({ baseURL });
      try {
        await apiLogin(ctx, consumer.email, consumer.password);
        const res = await ctx.post('/api/projects', {
          data: { type: 'aankoopmakelaar', formData: { ...BUYER_FORM, email: consumer.email } },
          headers: { Origin: baseURL },
        });
        expect(res.status(), `POST /api/projects: ${await res.text()}`).toBe(201);
        project = ((await res.json()) as { project: CreatedProject }).project;
      } finally {
        await ctx.dispose();
      }
    });

    test('the admin assigns a professional from the page and sees the card after the reload', async ({
      page,
      apiLogin,
    }) => {
      const proName = `${professional.firstName} ${professional.lastName}`;
      await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
      await page.goto(`/project/${project.id}`);

      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
      const header = page.locator('h1 + div');
      await expect(header).toContainText('Aankoopmakelaar');
      await expect(header).toContainText('In afwachting');
      await expect(header).toContainText(project.projectId);

      const card = page.getByRole('region', { name: 'Professional', exact: true });
      const assign = card.getByRole('button', { name: 'Professional toewijzen' });
      await expect(assign).toBeDisabled();
      await card.getByRole('combobox', { name: 'Kies een professional' }).selectOption({ label: proName });
      await expect(assign).toBeEnabled();
      await page.screenshot({ path: 'test-results/project-page-admin-assign.png', fullPage: true });
      await assign.click();

      await expect(
        toasts(page).getByRole('status').filter({ hasText: 'Professional toegewezen' }),
      ).toBeVisible();
      // The page reloads one second later: the panel becomes the professional's card, the status follows.
      await expect(card.getByText(proName)).toBeVisible();
      await expect(card.getByRole('link', { name: professional.email })).toHaveAttribute(
        'href',
        `mailto:${professional.email}`,
      );
      await expect(card.getByRole('combobox')).toHaveCount(0);
      // The admin opens the professional's account from the name.
      await expect(card.getByRole('link', { name: proName })).toHaveAttribute(
        'href',
        `/admin/users/${professional.user.id}`,
      );
      await expect(header).toContainText('Toegewezen'); // opening the page prepares the steps, it does not start the project
      await page.screenshot({ path: 'test-results/project-page-admin-assigned.png', fullPage: true });
    });

    test('the consumer opens the project by reference, by uuid and from the notification', async ({
      page,
      apiLogin,
    }) => {
      await apiLogin(page, consumer.email, consumer.password);

      // By the human reference.
      await page.goto(`/project/${project.projectId}`);
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
      await expect(page.locator('h1 + div')).toContainText('Toegewezen');

      // The search criteria are part of the one 'Volledige Aanvraag Details' section (open on a wide screen).
      await expect(page.getByRole('region', { name: 'Zoekcriteria en voorkeuren' })).toHaveCount(0);
      const criteria = page.getByRole('region', { name: 'Volledige Aanvraag Details', exact: true });
      await expect(criteria).toHaveCount(1);
      await expect(criteria.getByRole('heading', { name: 'Gewenste woning' })).toBeVisible();
      await expect(criteria).toContainText('Amsterdam');
      await expect(criteria).toContainText('Haarlem');
      await expect(criteria).toContainText(/€\s250\.000 – €\s400\.000/);
      await expect(criteria).toContainText('75 - 100 m²');
      await expect(criteria).toContainText('Binnen 6 maanden');
      await expect(criteria).toContainText('Graag een balkon op het zuiden');

      const customer = page.getByRole('region', { name: 'Klantgegevens', exact: true });
      await expect(customer).toContainText('Jan van Jansen');
      await expect(customer.getByRole('link', { name: consumer.email })).toHaveAttribute(
        'href',
        `mailto:${consumer.email}`,
      );
      // Shown the Dutch way (decision 0023), dialled as stored.
      await expect(customer.getByRole('link', { name: '06 12345678' })).toHaveAttribute(
        'href',
        'tel:0612345678',
      );
      await expect(customer).toContainText('Damrak 45A');
      await expect(customer).toContainText('1012 LG Amsterdam');

      const details = page.getByRole('region', { name: 'Volledige Aanvraag Details', exact: true });
      for (const section of [
        'Persoonlijke gegevens',
        'Adresgegevens',
        'Gewenste woning',
        'Financiering en situatie',
        'Opmerkingen',
      ]) {
        await expect(details.getByRole('heading', { name: section })).toBeVisible();
      }
      await expect(details).toContainText('De heer');
      await expect(details).toContainText('Nee, nog niet geregeld');
      await expect(details).toContainText('Appartement');

      // The consumer sees who works on it, without an assignment panel.
      const pro = page.getByRole('region', { name: 'Professional', exact: true });
      await expect(pro).toContainText(`${professional.firstName} ${professional.lastName}`);
      await expect(pro.getByRole('combobox')).toHaveCount(0);
      // ... and writes to them from here ('Berichten' in the header is for the professional and the admin).
      await expect(pro.getByRole('link', { name: 'Bericht sturen' })).toHaveAttribute(
        'href',
        `/contact?project=${project.id}`,
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Berichten', exact: true })).toHaveCount(
        0,
      );
      await page.screenshot({ path: 'test-results/project-page-consumer.png', fullPage: true });

      // By the uuid.
      await page.goto(`/project/${project.id}`);
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
      await expect(page.locator('h1 + div')).toContainText(project.projectId);

      // From the notification the assignment sent.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Meldingen/ }).click();
      await page
        .getByRole('menuitem', { name: /Professional toegewezen/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();

      // On a phone: one column.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Klantgegevens' })).toBeVisible();
      await page.screenshot({ path: 'test-results/project-page-consumer-mobile.png', fullPage: true });
    });

    test('someone else gets a Dutch not-found page, a failing load offers a retry', async ({
      page,
      apiLogin,
      createUser,
    }) => {
      const other = await createUser();
      await apiLogin(page, other.email, other.password);
      await page.goto(`/project/${project.id}`);
      await expect(page.getByRole('heading', { name: 'Opdracht niet gevonden' })).toBeVisible();
      await expect(page.getByText(project.title)).toHaveCount(0);
      await page.getByRole('link', { name: 'Terug naar opdrachten' }).click();
      await expect(page).toHaveURL(/\/opdrachten$/);

      await page.goto('/project/geen-geldige-referentie');
      await expect(page.getByRole('heading', { name: 'Opdracht niet gevonden' })).toBeVisible();

      // The owner's load fails once (server error): the error page, then 'Opnieuw proberen' loads the project.
      await page.context().clearCookies();
      await apiLogin(page, consumer.email, consumer.password);
      let answer: 'slow' | 'fail' | 'pass' = 'slow';
      await page.route(`**/api/projects/${project.id}`, async (route) => {
        if (answer === 'fail') {
          return route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":"Interne fout"}',
          });
        }
        if (answer === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_500));
        return route.continue();
      });
      // While it loads: the page's skeleton, never 'Loading...'.
      await page.goto(`/project/${project.id}`);
      await expect(page.getByRole('status').filter({ hasText: 'Project laden' })).toBeAttached();
      await expect(page.getByText(/Loading|Unknown/)).toHaveCount(0);
      await page.screenshot({ path: 'test-results/project-page-skeleton.png', fullPage: true });
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();

      answer = 'fail';
      await page.goto(`/project/${project.id}`);
      await expect(page.getByRole('heading', { name: 'Het project kon niet worden geladen' })).toBeVisible();
      await page.screenshot({ path: 'test-results/project-page-load-error.png', fullPage: true });
      answer = 'pass';
      await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    });

    test('/documents without a project offers the consumer their projects', async ({ page, apiLogin }) => {
      await apiLogin(page, consumer.email, consumer.password);
      await page.goto('/documents');
      await expect(page.getByRole('heading', { level: 1, name: 'Documenten' })).toBeVisible();
      const choice = page.getByRole('link', { name: new RegExp(project.projectId) });
      await expect(choice).toContainText('Toegewezen');
      await page.screenshot({ path: 'test-results/project-picker.png', fullPage: true });
      await choice.click();
      await expect(page).toHaveURL(new RegExp(`/documents\\?project=${project.id}$`));
    });
  });

test('another service shows its own request fields and no buyer criteria', async ({ page, apiLogin }) => {
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const { project } = await pendingProject();
  await page.goto(`/project/${project.projectId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('h1 + div')).toContainText('Energielabel');
  await expect(page.getByRole('region', { name: 'Zoekcriteria en voorkeuren' })).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Volledige Aanvraag Details', exact: true });
  await expect(details.getByRole('heading', { name: 'Objectgegevens' })).toBeVisible();
  await expect(details).toContainText('Soort pand');
  await expect(details).toContainText('78 m²');
  await expect(details).toContainText('Afspraak met mij');
  await expect(details).toContainText('Biltstraat 8');
  await expect(details.getByRole('heading', { name: 'Gewenste woning' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/project-page-energielabel.png', fullPage: true });
});

test('a refused assignment reads Toewijzing mislukt with the reason, and nothing changes', async ({
  page,
  apiLogin,
  createUser,
}) => {
  const pro = await createUser({
    role: 'professional',
    firstName: 'Femke',
    lastName: `Taxateur ${uniqueTag()}`,
  });
  await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  const { project } = await pendingProject();
  await page.route(`**/api/projects/${project.id}/assign`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Aan deze opdracht is al een professional toegewezen' }),
        })
      : route.continue(),
  );
  await page.goto(`/project/${project.id}`);
  const card = page.getByRole('region', { name: 'Professional', exact: true });
  await card
    .getByRole('combobox', { name: 'Kies een professional' })
    .selectOption({ label: `${pro.firstName} ${pro.lastName}` });
  await card.getByRole('button', { name: 'Professional toewijzen' }).click();
  const toast = toasts(page).getByRole('alert').filter({ hasText: 'Toewijzing mislukt' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Aan deze opdracht is al een professional toegewezen');
  await expect(card.getByRole('button', { name: 'Professional toewijzen' })).toBeEnabled();
  await expect(page.locator('h1 + div')).toContainText('In afwachting');
});

test('the consumer sees the assigned professional with company and specializations', async ({
  page,
  apiLogin,
}) => {
  await apiLogin(page, DEMO.consumer.email, DEMO.consumer.password);
  const res = await page.request.get('/api/projects/consumer?pageSize=100');
  expect(res.ok()).toBe(true);
  const assigned = ((await res.json()) as { id: string; professionalId: string | null }[]).find(
    (p) => p.professionalId !== null,
  );
  expect(assigned, 'the demo consumer has a project with a professional').toBeTruthy();
  await page.goto(`/project/${assigned!.id}`);
  const card = page.getByRole('region', { name: 'Professional', exact: true });
  await expect(card.getByRole('link', { name: DEMO.professional.email })).toBeVisible();
  await expect(card).toContainText('De Vries Makelaardij');
  await expect(card).toContainText('Aankoopmakelaar');
  await expect(card).toContainText('Taxatie');
  await card.screenshot({ path: 'test-results/project-page-professional-card.png' });
});
