import {
  exampleAankoopmakelaar,
  exampleBouwkundige,
  exampleEnergielabel,
  exampleHypotheekAdviseurRequest,
  exampleHypotheekadviseur,
  exampleTaxatie,
  exampleTaxatieExtended,
  exampleVerduurzaming,
  exampleVerkoopmakelaar,
} from '@server/test/fixtures/requests';
import { describe, expect, it } from 'vitest';
import type { z } from '../zod';
import { fieldErrorsOf } from '../zod';
import {
  buyerPriceToOptions,
  HOUSE_NUMBER_HINT,
  HOUSE_NUMBER_REGEX,
  PRICE_LADDER,
  PRICE_OPTIONS,
  SELLER_PRICE_LADDER,
  SELLER_PRICE_OPTIONS,
  sellerPriceToOptions,
  TAXATION_TYPE_OPTIONS,
  URGENCY_WINDOW_HOURS,
  VALUATION_PRICES,
} from './constants';
import {
  AANKOOPMAKELAAR_DEFAULTS,
  aankoopmakelaarForm,
  bouwkundigeForm,
  ENERGIELABEL_DEFAULTS,
  energielabelForm,
  HYPOTHEEK_ADVISEUR_REQUEST_DEFAULTS,
  hypotheekAdviseurRequestForm,
  hypotheekadviseurForm,
  requestSchemaFor,
  TAXATIE_DEFAULTS,
  taxatieExtendedForm,
  taxatieForm,
  VERDUURZAMING_DEFAULTS,
  VERKOOPMAKELAAR_DEFAULTS,
  verduurzamingForm,
  verhuisAfspraakForm,
  verkoopmakelaarForm,
} from './schemas';

// biome-ignore lint/suspicious/noExplicitAny: any form schema
const errorsOf = (schema: z.ZodType<any>, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe('every example payload passes its schema', () => {
  it.each([
    ['aankoopmakelaar', aankoopmakelaarForm, exampleAankoopmakelaar()],
    ['verkoopmakelaar', verkoopmakelaarForm, exampleVerkoopmakelaar()],
    ['taxatie', taxatieForm, exampleTaxatie()],
    ['taxatie uitgebreid', taxatieExtendedForm, exampleTaxatieExtended()],
    ['hypotheekadviseur', hypotheekadviseurForm, exampleHypotheekadviseur()],
    ['hypotheek-adviseur', hypotheekAdviseurRequestForm, exampleHypotheekAdviseurRequest()],
    ['bouwkundige', bouwkundigeForm, exampleBouwkundige()],
    ['energielabel', energielabelForm, exampleEnergielabel()],
    ['verduurzaming', verduurzamingForm, exampleVerduurzaming()],
  ] as const)('%s', (_name, schema, value) => {
    expect(errorsOf(schema, value)).toEqual({});
  });

  it('trims and lower-cases the e-mail address', () => {
    const r = aankoopmakelaarForm.parse({ ...exampleAankoopmakelaar(), email: '  Jan@Example.NL ' });
    expect(r.email).toBe('jan@example.nl');
  });
});

describe('the empty forms show their Dutch validation messages', () => {
  it('buyer', () => {
    expect(errorsOf(aankoopmakelaarForm, AANKOOPMAKELAAR_DEFAULTS)).toEqual({
      salutation: 'Aanhef is verplicht',
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
      phone: 'Telefoon is verplicht',
      email: 'Ongeldig emailadres',
      hasHypotheekladviseur: 'Dit veld is verplicht',
      priceFrom: 'Prijsklasse van is verplicht',
      priceTo: 'Prijsklasse tot is verplicht',
      searchArea: 'Minimaal één gebied is verplicht',
      propertyType: 'Woningtype is verplicht',
      minM2: 'Minimaal m² is verplicht',
      minSlaapkamers: 'Minimaal slaapkamers is verplicht',
      bouwperiode: 'Bouwperiode is verplicht',
      verwachteTermijnAankoop: 'Verwachte termijn aankoop is verplicht',
      hasOwnHouse: 'Dit veld is verplicht',
    });
  });

  it('seller (its defaults already fill the selects)', () => {
    expect(errorsOf(verkoopmakelaarForm, VERKOOPMAKELAAR_DEFAULTS)).toEqual({
      aanhef: 'Aanhef is verplicht',
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
      phone: 'Telefoonnummer is verplicht',
      email: 'Ongeldig emailadres',
      needsNewHouse: 'Dit veld is verplicht',
      expectedValueFrom: 'Verwachte waarde is verplicht',
      expectedValueTo: 'Verwachte waarde is verplicht',
      propertyAddress: 'Adres is verplicht',
    });
    expect(
      errorsOf(verkoopmakelaarForm, {
        ...exampleVerkoopmakelaar(),
        propertyType: '',
        propertySize: '',
        bedrooms: '',
        condition: '',
        sellTimeline: '',
      }),
    ).toEqual({
      propertyType: 'Woningtype is verplicht',
      propertySize: 'm2 is verplicht',
      bedrooms: 'Slaapkamers is verplicht',
      condition: 'Afwerking is verplicht',
      sellTimeline: 'Verkoop tijdstip is verplicht',
    });
  });

  it('valuation', () => {
    expect(errorsOf(taxatieForm, { ...TAXATIE_DEFAULTS, taxationType: '', urgency: '' })).toMatchObject({
      propertyAddress: 'Adres is verplicht',
      propertySize: 'm2 is verplicht',
      bedrooms: 'Slaapkamers is verplicht',
      buildYear: 'Bouwjaar is verplicht',
      condition: 'Staat is verplicht',
      taxationType: 'Type taxatie is verplicht',
      urgency: 'Urgentie is verplicht',
      purpose: 'Doel taxatie is verplicht',
    });
  });

  it('extended valuation', () => {
    const errors = errorsOf(taxatieExtendedForm, {});
    expect(errors).toMatchObject({
      objectPostcode: 'Postcode is verplicht',
      objectHouseNumber: 'Huisnummer is verplicht',
      objectStreet: 'Straat is verplicht',
      objectCity: 'Plaats is verplicht',
      ownerName: 'Naam eigenaar/contactpersoon is verplicht',
      clientPhone: 'Telefoonnummer is verplicht',
      clientEmail: 'Ongeldig emailadres',
      contactNameOrEmail: 'Naam of e-mail is verplicht',
      contactPhone: 'Contactnummer is verplicht',
    });
    expect(errors).not.toHaveProperty('advisorEmail');
    expect(errorsOf(taxatieExtendedForm, { ...exampleTaxatieExtended(), advisorEmail: 'nee' })).toEqual({
      advisorEmail: 'Ongeldig emailadres',
    });
  });

  it('mortgage adviser (signed in)', () => {
    expect(errorsOf(hypotheekadviseurForm, {})).toMatchObject({
      aanhef: 'Selecteer een aanhef',
      email: 'Ongeldig e-mailadres',
      huidigeWoning: 'Selecteer of u een huidige woning heeft',
      gewensteHypotheek: 'Gewenste hypotheek is verplicht',
      inkomen: 'Inkomen is verplicht',
      woningType: 'Selecteer woningtype',
      gewensteAfspraakDatum: 'Gewenste afspraak datum is verplicht',
      termijn: 'Selecteer gewenste termijn',
    });
  });

  it('mortgage request, five sections: the new address is optional, the appointment reason defaults to Oriënteren', () => {
    expect(HYPOTHEEK_ADVISEUR_REQUEST_DEFAULTS.redenAfspraak).toBe('Oriënteren');
    const errors = errorsOf(hypotheekAdviseurRequestForm, HYPOTHEEK_ADVISEUR_REQUEST_DEFAULTS);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'aanhef',
        'currentCity',
        'currentHouseNumber',
        'currentPostcode',
        'currentStreet',
        'email',
        'firstName',
        'lastName',
        'phone',
      ].sort(),
    );
  });

  it('survey', () => {
    expect(errorsOf(bouwkundigeForm, { gewensteDienst: '' })).toMatchObject({
      gewensteDienst: 'Gewenste dienst is verplicht',
      soortPand: 'Soort pand is verplicht',
      buildYear: 'Bouwjaar is verplicht',
      oppervlakte: 'Oppervlakte is verplicht',
      postcode: 'Postcode is verplicht',
      houseNumber: 'Huisnummer is verplicht',
      street: 'Straat is verplicht',
      city: 'Plaats is verplicht',
      appointmentWith: 'Afspraak met selectie is verplicht',
      contactNameOrEmail: 'Naam of e-mail is verplicht',
      contactPhone: 'Contactnummer is verplicht',
    });
  });

  it('energy label', () => {
    expect(errorsOf(energielabelForm, ENERGIELABEL_DEFAULTS)).toEqual({
      soortPand: 'Selecteer het soort pand',
      bouwjaar: 'Voer een geldig bouwjaar in',
      oppervlakte: 'Voer de oppervlakte in',
      postcode: 'Voer een geldige postcode in',
      huisnummer: 'Voer het huisnummer in',
      straat: 'Voer de straatnaam in',
      plaats: 'Voer de plaatsnaam in',
      afspraakMet: 'Selecteer een optie',
      naamOfEmail: 'Voer naam of e-mailadres in',
      contactnummer: 'Voer een geldig telefoonnummer in',
    });
    expect(errorsOf(energielabelForm, { ...exampleEnergielabel(), gewensteDienst: 'Taxatie' })).toEqual({
      gewensteDienst: 'Gewenste dienst is verplicht',
    });
  });
});

describe('the sustainability and moving-appointment forms', () => {
  it('sustainability: the empty form names every required answer', () => {
    expect(errorsOf(verduurzamingForm, VERDUURZAMING_DEFAULTS)).toMatchObject({
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
      soortPand: 'Selecteer het soort pand',
      bouwjaar: 'Bouwjaar is verplicht',
      adviesOnderwerpen: 'Kies minimaal één onderwerp',
      budget: 'Budget is verplicht',
      termijn: 'Selecteer gewenste termijn',
    });
  });

  it('sustainability: an unknown topic or energy label is refused, a known label or none is fine', () => {
    const ok = exampleVerduurzaming();
    expect(errorsOf(verduurzamingForm, { ...ok, adviesOnderwerpen: ['kernfusie'] })).toEqual({
      'adviesOnderwerpen.0': 'Onbekend onderwerp',
    });
    expect(errorsOf(verduurzamingForm, { ...ok, energielabel: 'Z' })).toHaveProperty('energielabel');
    expect(errorsOf(verduurzamingForm, { ...ok, energielabel: '' })).toEqual({});
    expect(errorsOf(verduurzamingForm, { ...ok, energielabel: 'A++' })).toEqual({});
  });

  it('moving appointment: the reason is required', () => {
    expect(errorsOf(verhuisAfspraakForm, {})).toHaveProperty('redenAfspraak', 'Reden afspraak is verplicht');
  });
});

describe('boundaries', () => {
  it('phone: 9 characters is too short, 10 is enough; the mortgage forms need only 1', () => {
    expect(errorsOf(aankoopmakelaarForm, { ...exampleAankoopmakelaar(), phone: '061234567' })).toEqual({
      phone: 'Telefoon is verplicht',
    });
    expect(errorsOf(aankoopmakelaarForm, { ...exampleAankoopmakelaar(), phone: '0612345678' })).toEqual({});
    expect(errorsOf(hypotheekadviseurForm, { ...exampleHypotheekadviseur(), phone: '1' })).toEqual({});
    expect(errorsOf(hypotheekadviseurForm, { ...exampleHypotheekadviseur(), phone: ' ' })).toEqual({
      phone: 'Telefoonnummer is verplicht',
    });
    expect(errorsOf(bouwkundigeForm, { ...exampleBouwkundige(), contactPhone: '1' })).toEqual({});
    expect(errorsOf(energielabelForm, { ...exampleEnergielabel(), contactnummer: '061234567' })).toEqual({
      contactnummer: 'Voer een geldig telefoonnummer in',
    });
  });

  it.each([
    ['1234A', false],
    ['1234AB', true],
    ['1234 AB', true],
    ['1234  AB', false],
  ])('energy label postcode %s (6 to 7 characters): %s', (postcode, ok) => {
    const errors = errorsOf(energielabelForm, { ...exampleEnergielabel(), postcode });
    expect(errors).toEqual(ok ? {} : { postcode: 'Voer een geldige postcode in' });
  });

  it('bouwjaar needs at least 4 characters', () => {
    expect(errorsOf(energielabelForm, { ...exampleEnergielabel(), bouwjaar: '197' })).toEqual({
      bouwjaar: 'Voer een geldig bouwjaar in',
    });
  });

  it('five search areas are allowed, six are not', () => {
    const five = ['Amsterdam', 'Utrecht', 'Haarlem', 'Leiden', 'Delft'];
    expect(errorsOf(aankoopmakelaarForm, { ...exampleAankoopmakelaar(), searchArea: five })).toEqual({});
    expect(
      errorsOf(aankoopmakelaarForm, { ...exampleAankoopmakelaar(), searchArea: [...five, 'Gouda'] }),
    ).toEqual({ searchArea: 'U kunt maximaal 5 gebieden kiezen' });
  });

  it.each(['123', '45A', '7-9', '1', '12ab'])('house number %s is accepted', (n) => {
    expect(HOUSE_NUMBER_REGEX.test(n)).toBe(true);
    expect(errorsOf(bouwkundigeForm, { ...exampleBouwkundige(), houseNumber: n })).toEqual({});
  });

  it.each(['A12', '12 A', '7-', '-9', '7-9A', '12.5'])('house number %s is refused with the hint', (n) => {
    expect(errorsOf(bouwkundigeForm, { ...exampleBouwkundige(), houseNumber: n })).toEqual({
      houseNumber: HOUSE_NUMBER_HINT,
    });
  });

  it('an optional house number may stay empty but must follow the pattern when filled', () => {
    expect(errorsOf(aankoopmakelaarForm, { ...exampleAankoopmakelaar(), houseNumber: '' })).toEqual({});
    expect(errorsOf(aankoopmakelaarForm, { ...exampleAankoopmakelaar(), houseNumber: 'x' })).toEqual({
      houseNumber: HOUSE_NUMBER_HINT,
    });
  });

  it('buyer price "to" must be above "from"; seller "to" may equal "from"', () => {
    const buyer = (priceFrom: string, priceTo: string) =>
      errorsOf(aankoopmakelaarForm, { ...exampleAankoopmakelaar(), priceFrom, priceTo });
    expect(buyer('300000', '300000')).toEqual({
      priceTo: 'Prijsklasse tot moet hoger zijn dan prijsklasse van',
    });
    expect(buyer('300000', '325000')).toEqual({});
    const seller = (expectedValueFrom: string, expectedValueTo: string) =>
      errorsOf(verkoopmakelaarForm, { ...exampleVerkoopmakelaar(), expectedValueFrom, expectedValueTo });
    expect(seller('300000', '300000')).toEqual({});
    expect(seller('300000', '275000')).toEqual({
      expectedValueTo: 'Verwachte waarde tot mag niet lager zijn dan verwachte waarde van',
    });
  });
});

describe('limits, prices and timings of the request forms', () => {
  it('the price ladder', () => {
    expect(PRICE_LADDER.slice(0, 4)).toEqual([0, 50_000, 75_000, 100_000]);
    expect(PRICE_LADDER).toContain(400_000);
    expect(PRICE_LADDER).not.toContain(425_000);
    expect(PRICE_LADDER).toEqual(expect.arrayContaining([450_000, 800_000, 900_000, 1_000_000, 1_250_000]));
    expect(PRICE_LADDER).not.toContain(850_000);
    expect(PRICE_LADDER.slice(-8)).toEqual([
      1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000, 5_000_000,
    ]);
    expect(PRICE_OPTIONS.find((o) => o.value === '250000')!.label).toBe('€ 250.000');
  });

  it("the seller's ladder has no 4.500.000 and ends with 5.000.000+", () => {
    expect(SELLER_PRICE_LADDER).not.toContain(4_500_000);
    expect(SELLER_PRICE_LADDER.length).toBe(PRICE_LADDER.length - 1);
    expect(SELLER_PRICE_OPTIONS.at(-1)).toEqual({ value: '5000000', label: '€ 5.000.000+' });
  });

  it('"to" options follow "from": above for the buyer, from it upward for the seller', () => {
    expect(buyerPriceToOptions('400000')[0]!.value).toBe('450000');
    expect(sellerPriceToOptions('400000')[0]!.value).toBe('400000');
    expect(buyerPriceToOptions('')).toHaveLength(PRICE_OPTIONS.length);
  });

  it('valuation prices and windows', () => {
    expect(VALUATION_PRICES).toEqual({
      aankoopbeslissing: 596,
      spoed: 670,
      verbouwing: 655,
      'verhuurde-staat': 655,
      'korte-rendement': 635,
    });
    expect(TAXATION_TYPE_OPTIONS[0]).toEqual({
      value: 'aankoopbeslissing',
      label: 'Taxatie aankoopbeslissing - €596',
    });
    expect(URGENCY_WINDOW_HOURS).toEqual({ standaard: 168, spoed: 72, 'zeer-spoed': 24 });
  });
});

describe('requestSchemaFor', () => {
  it('picks the variant by the shape of the data', () => {
    expect(requestSchemaFor('taxatie', exampleTaxatie())).toBe(taxatieForm);
    expect(requestSchemaFor('taxatie', exampleTaxatieExtended())).toBe(taxatieExtendedForm);
    expect(requestSchemaFor('hypotheekadviseur', exampleHypotheekadviseur())).toBe(hypotheekadviseurForm);
    expect(requestSchemaFor('hypotheekadviseur', exampleHypotheekAdviseurRequest())).toBe(
      hypotheekAdviseurRequestForm,
    );
    expect(requestSchemaFor('verduurzaming', {})).toBe(verduurzamingForm);
  });
});
