// Numbers are numbers: the survey request form refuses a build year and a floor area that are no numbers, or out of
// range, with a message at the field itself ('is verplicht' only while empty), on a phone too, and passes axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

const NEXT_YEAR = new Date().getFullYear() + 1;

test('the survey form says per field what is wrong with a number, at 390 px and without axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bouwkundige');
  await expect(page.getByRole('heading', { name: 'Bouwkundige keuring aanvragen' })).toBeVisible();
  const object = page.getByRole('region', { name: /Objectgegevens/ });
  const buildYear = object.getByLabel('Bouwjaar');
  const area = object.getByLabel(/Oppervlakte/);
  const submit = page.getByRole('button', { name: 'Aanvraag versturen' });

  // Empty: the spec's 'is verplicht'.
  await submit.click();
  await expect(object.getByText('Bouwjaar is verplicht')).toBeVisible();
  await expect(object.getByText('Oppervlakte is verplicht')).toBeVisible();

  // Nonsense: its own message, not 'is verplicht'.
  await buildYear.fill('19xx');
  await area.fill('abc');
  await submit.click();
  await expect(object.getByText('Voer een geldig bouwjaar in')).toBeVisible();
  await expect(object.getByText('Voer een geldig getal in')).toBeVisible();
  await expect(object.getByText(/^(Bouwjaar|Oppervlakte) is verplicht$/)).toHaveCount(0);
  await expect(buildYear).toHaveAttribute('aria-invalid', 'true');

  // Out of range: which values are allowed.
  await buildYear.fill('1200');
  await area.fill('0');
  await submit.click();
  await expect(object.getByText(`Bouwjaar moet tussen 1500 en ${NEXT_YEAR} liggen`)).toBeVisible();
  await expect(object.getByText('Oppervlakte moet tussen 1 en 100.000 m² liggen')).toBeVisible();

  // The page with its messages fits the phone and passes axe.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );
  await page.screenshot({ path: 'test-results/requests-number-errors-phone.png', fullPage: true });

  // Dutch notation is a number: the messages go.
  await buildYear.fill('1985');
  await area.fill('120 m²');
  await expect(object.getByText(/Bouwjaar moet|Voer een geldig/)).toHaveCount(0);
  await expect(object.getByText(/Oppervlakte moet/)).toHaveCount(0);
});
