// The Dutch texts of the numeric fields of the request and lead forms (oppervlakte, bouwjaar, amounts).
import { MAX_AREA_M2, MIN_AREA_M2, MIN_BUILD_YEAR } from './constants';

export const REQUEST_NUMBER_MESSAGES = {
  /** Not a number at all ('abc', '12a'). */
  invalidNumber: 'Voer een geldig getal in',
  /** Not four digits ('19xx', '85'). */
  invalidBuildYear: 'Voer een geldig bouwjaar in',
  buildYearRange: (maxYear: number) => `Bouwjaar moet tussen ${MIN_BUILD_YEAR} en ${maxYear} liggen`,
  areaRange: `Oppervlakte moet tussen ${MIN_AREA_M2} en ${MAX_AREA_M2.toLocaleString('nl-NL')} m² liggen`,
  invalidAmount: 'Voer een geldig bedrag in',
  negativeAmount: 'Een bedrag moet 0 of meer zijn',
} as const;
