// The client's address read from every request form's stored data. Each example is parsed by the form's own
// schema first, so the field names are the ones the forms really store.
import { describe, expect, it } from 'vitest';
import {
  addressAt,
  addressLine,
  addressLines,
  clientAddress,
  completeClientAddress,
  EMPTY_ADDRESS,
  isCompleteAddress,
  propertyAddressLine,
  requestAddress,
  streetLine,
} from './address';
import {
  type AankoopmakelaarForm,
  aankoopmakelaarForm,
  type BouwkundigeForm,
  bouwkundigeForm,
  type EnergielabelForm,
  energielabelForm,
  type HypotheekAdviseurRequestForm,
  type HypotheekadviseurForm,
  hypotheekAdviseurRequestForm,
  hypotheekadviseurForm,
  type TaxatieExtendedForm,
  type TaxatieForm,
  taxatieExtendedForm,
  taxatieForm,
  type VerduurzamingForm,
  type VerkoopmakelaarForm,
  verduurzamingForm,
  verkoopmakelaarForm,
} from './schemas';

const person = { firstName: 'Jan', tussenvoegsel: '', lastName: 'Jansen', phone: '0612345678' };

const buyer = (home: Partial<AankoopmakelaarForm> = {}): AankoopmakelaarForm =>
  aankoopmakelaarForm.parse({
    salutation: 'dhr',
    firstName: 'Jan',
    betweenName: 'van',
    lastName: 'Jansen',
    phone: '0612345678',
    email: 'koper@example.nl',
    hasHypotheekladviseur: 'nee',
    priceFrom: '250000',
    priceTo: '400000',
    searchArea: ['Amsterdam'],
    propertyType: 'appartement',
    minM2: '75-100',
    minSlaapkamers: '2',
    bouwperiode: 'Geen voorkeur',
    verwachteTermijnAankoop: 'Binnen 6 maanden',
    hasOwnHouse: 'ja',
    street: '',
    houseNumber: '',
    houseNumberAddition: '',
    postcode: '',
    city: '',
    comments: '',
    ...home,
  } satisfies AankoopmakelaarForm);

const seller: VerkoopmakelaarForm = verkoopmakelaarForm.parse({
  aanhef: 'Mevr.',
  ...person,
  email: 'verkoper@example.nl',
  needsNewHouse: 'ja',
  expectedValueFrom: '300000',
  expectedValueTo: '350000',
  propertyAddress: 'Oudegracht 12, 3511 AP Utrecht',
  propertyType: 'Tussenwoning',
  propertySize: '100-125',
  bedrooms: '3',
  condition: 'Standaard',
  sellTimeline: 'Binnen 6 maanden',
  futureStreet: 'Maliebaan',
  futureHouseNumber: '4',
  futureHouseLetter: '',
  futurePostcode: '3581 CB',
  futureCity: 'Utrecht',
  comments: '',
} satisfies VerkoopmakelaarForm);

const mortgageRequest: HypotheekAdviseurRequestForm = hypotheekAdviseurRequestForm.parse({
  aanhef: 'mevr',
  ...person,
  email: 'hypotheek@example.nl',
  redenAfspraak: 'Aankoop eerste woning',
  currentPostcode: '1012 LG',
  currentHouseNumber: '12',
  currentHouseLetter: '2',
  currentStreet: 'Damrak',
  currentCity: 'Amsterdam',
  newPostcode: '',
  newHouseNumber: '',
  newHouseLetter: '',
  newStreet: '',
  newCity: '',
  comments: '',
} satisfies HypotheekAdviseurRequestForm);

const survey = (houseLetter: string): BouwkundigeForm =>
  bouwkundigeForm.parse({
    aanhef: 'dhr',
    ...person,
    email: 'keuring@example.nl',
    gewensteDienst: 'Bouwkundige inspectie voor aankoop',
    soortPand: 'eengezinswoning',
    buildYear: '1930',
    oppervlakte: '110',
    postcode: '2511 AB',
    houseNumber: '123',
    houseLetter,
    street: 'Lange Voorhout',
    city: 'Den Haag',
    appointmentWith: 'afspraak',
    contactNameOrEmail: 'Jan Jansen',
    contactPhone: '0612345678',
    comments: '',
  } satisfies BouwkundigeForm);

const energyLabel: EnergielabelForm = energielabelForm.parse({
  gewensteDienst: 'Energielabel',
  soortPand: 'Hoekwoning',
  bouwjaar: '1975',
  oppervlakte: '95',
  postcode: '5611 AB',
  huisnummer: '8',
  huisletter: 'b',
  straat: 'Stratumseind',
  plaats: 'Eindhoven',
  afspraakMet: 'afspraak',
  naamOfEmail: 'Jan Jansen',
  contactnummer: '0612345678',
  opmerkingen: '',
} satisfies EnergielabelForm);

const sustainability: VerduurzamingForm = verduurzamingForm.parse({
  ...person,
  email: 'duurzaam@example.nl',
  postcode: '9711 LV',
  huisnummer: '1',
  huisletter: '',
  straat: 'Grote Markt',
  plaats: 'Groningen',
  soortPand: 'Tussenwoning',
  bouwjaar: '1965',
  energielabel: 'E',
  adviesOnderwerpen: ['isolatie', 'warmtepomp'],
  budget: '5000-15000',
  termijn: 'binnen-1-jaar',
  opmerkingen: '',
} satisfies VerduurzamingForm);

describe('clientAddress: the client’s own address, per form', () => {
  it('aankoopmakelaar: the current home when given (houseNumberAddition), else none', () => {
    const withHome = buyer({
      street: 'Damrak',
      houseNumber: '45',
      houseNumberAddition: 'A',
      postcode: '1012 LG',
      city: 'Amsterdam',
    });
    expect(clientAddress(withHome)).toEqual({
      street: 'Damrak',
      houseNumber: '45',
      houseLetter: 'A',
      postcode: '1012 LG',
      city: 'Amsterdam',
    });
    expect(addressLines(clientAddress(withHome)!)).toEqual(['Damrak 45A', '1012 LG Amsterdam']);
    // The current home is optional: no address at all, and the page has nothing of the home to show either.
    expect(clientAddress(buyer())).toBeNull();
    expect(requestAddress(buyer())).toEqual({ address: EMPTY_ADDRESS, ofProperty: false });
  });

  it('verkoopmakelaar: not the client’s own, only the home’s (propertyAddress), marked as such', () => {
    expect(clientAddress(seller)).toBeNull();
    const found = requestAddress(seller);
    expect(found.ofProperty).toBe(true);
    expect(addressLine(found.address)).toBe('Oudegracht 12, 3511 AP Utrecht');
    // The future address is not where the client lives now.
    expect(addressLine(addressAt(seller, 'future'))).toBe('Maliebaan 4, 3581 CB Utrecht');
  });

  it('hypotheekadviseur: the request’s current address (a numeric addition after a hyphen); the simple form has none', () => {
    expect(addressLines(clientAddress(mortgageRequest)!)).toEqual(['Damrak 12-2', '1012 LG Amsterdam']);
    const simple: HypotheekadviseurForm = hypotheekadviseurForm.parse({
      aanhef: 'Dhr.',
      ...person,
      email: 'hypotheek@example.nl',
      huidigeWoning: 'nee',
      huidigeHypotheek: '',
      gewensteHypotheek: '300000',
      inkomen: '60000',
      woningType: 'bestaande-woning',
      woningWaarde: '',
      gewensteAfspraakDatum: '2026-12-01',
      termijn: 'binnen-3-maanden',
      opmerkingen: '',
    } satisfies HypotheekadviseurForm);
    expect(clientAddress(simple)).toBeNull();
  });

  it('taxatie: the simple form’s propertyAddress and the extended form’s object are the home’s', () => {
    const simple: TaxatieForm = taxatieForm.parse({
      aanhef: 'Dhr.',
      ...person,
      email: 'taxatie@example.nl',
      propertyAddress: 'Dorpsstraat 12, Utrecht',
      propertyType: 'appartement',
      propertySize: '80',
      bedrooms: '2',
      buildYear: '1990',
      condition: 'goed',
      taxationType: 'aankoopbeslissing',
      urgency: 'standaard',
      purpose: 'hypotheek',
      comments: '',
    } satisfies TaxatieForm);
    expect(clientAddress(simple)).toBeNull();
    expect(requestAddress(simple)).toEqual({
      address: { ...EMPTY_ADDRESS, street: 'Dorpsstraat 12, Utrecht' },
      ofProperty: true,
    });

    const extended: TaxatieExtendedForm = taxatieExtendedForm.parse({
      aanhef: 'mevr',
      ...person,
      email: 'taxatie@example.nl',
      objectPostcode: '3811 CV',
      objectHouseNumber: '3',
      objectHouseLetter: 'bis',
      objectStreet: 'Kerkstraat',
      objectCity: 'Amersfoort',
      currentUsage: 'Eigen bewoning',
      propertyType: 'herenhuis',
      purchasePrice: '350000',
      apartmentRight: 'nee',
      isNewConstruction: 'nee',
      taxationType: 'Taxatie aankoopbeslissing - €596',
      financingGoal: 'aankoop',
      advisorEmail: '',
      clientAanhef: '',
      clientInitials: 'J.',
      clientTussenvoegsel: '',
      clientLastName: 'Jansen',
      clientPhone: '0612345678',
      clientEmail: 'taxatie@example.nl',
      sameAsResident: true,
      ownerName: 'Jan Jansen',
      ownerPostcode: '3511 AP',
      ownerHouseNumber: '7',
      ownerHouseLetter: '',
      ownerStreet: 'Oudegracht',
      ownerCity: 'Utrecht',
      tariff: 'standaard',
      payment: 'factuur',
      nhg: 'nee',
      validation: 'nee',
      appointmentWith: 'afspraak',
      contactNameOrEmail: 'Jan Jansen',
      contactPhone: '0612345678',
      comments: '',
    } satisfies TaxatieExtendedForm);
    expect(clientAddress(extended)).toBeNull();
    const found = requestAddress(extended);
    expect(found.ofProperty).toBe(true);
    expect(addressLine(found.address)).toBe('Kerkstraat 3bis, 3811 CV Amersfoort');
    expect(addressLine(addressAt(extended, 'owner'))).toBe('Oudegracht 7, 3511 AP Utrecht');
  });

  it('bouwkundige keuring: the address with its house letter', () => {
    expect(addressLines(clientAddress(survey('A'))!)).toEqual(['Lange Voorhout 123A', '2511 AB Den Haag']);
    expect(clientAddress(survey(''))?.houseLetter).toBe('');
    expect(streetLine(clientAddress(survey(''))!)).toBe('Lange Voorhout 123');
  });

  it('energielabel: the Dutch field names (straat, huisnummer, huisletter, plaats)', () => {
    expect(clientAddress(energyLabel)).toEqual({
      street: 'Stratumseind',
      houseNumber: '8',
      houseLetter: 'b',
      postcode: '5611 AB',
      city: 'Eindhoven',
    });
    expect(addressLine(clientAddress(energyLabel)!)).toBe('Stratumseind 8b, 5611 AB Eindhoven');
  });

  it('verduurzaming: the Dutch field names, no house letter', () => {
    expect(addressLines(clientAddress(sustainability)!)).toEqual(['Grote Markt 1', '9711 LV Groningen']);
    expect(requestAddress(sustainability).ofProperty).toBe(false);
  });
});

describe('older and partial form data', () => {
  it('reads the flat address, postalCode and woonplaats fallbacks', () => {
    expect(clientAddress({ address: 'Kerkstraat 1', postalCode: '1234 AB', woonplaats: 'Ede' })).toEqual({
      ...EMPTY_ADDRESS,
      street: 'Kerkstraat 1',
      postcode: '1234 AB',
      city: 'Ede',
    });
    expect(addressLines({ ...EMPTY_ADDRESS, city: 'Ede' })).toEqual(['Ede']);
    expect(clientAddress(null)).toBeNull();
    expect(clientAddress({ street: '  ', city: null })).toBeNull();
    expect(streetLine(clientAddress({ street: 'Laan', houseNumber: 12 })!)).toBe('Laan 12');
  });
});

describe('what an invoice may be sent to', () => {
  it('completeClientAddress: only a complete client address (street, number, postcode, place), in reading order', () => {
    expect(completeClientAddress(buyer())).toEqual(clientAddress(buyer()));
    expect(completeClientAddress(mortgageRequest)).toEqual(clientAddress(mortgageRequest));
    expect(completeClientAddress(energyLabel)).toEqual(clientAddress(energyLabel));
    // An incomplete plain address gives way to a complete current address.
    expect(
      completeClientAddress({
        street: 'Laan',
        currentStreet: 'Damrak',
        currentHouseNumber: '1',
        currentPostcode: '1012 LG',
        currentCity: 'Amsterdam',
      }),
    ).toMatchObject({ street: 'Damrak', city: 'Amsterdam' });
    expect(completeClientAddress({ street: 'Laan', houseNumber: '1', postcode: '1234 AB' })).toBeNull();
    expect(completeClientAddress(seller)).toBeNull();
    expect(completeClientAddress({ address: 'Kerkstraat 1', postalCode: '1234 AB', city: 'Ede' })).toBeNull();
    expect(
      isCompleteAddress({ ...EMPTY_ADDRESS, street: 'A', houseNumber: '1', postcode: 'P', city: 'C' }),
    ).toBe(true);
  });

  it('propertyAddressLine: the home a seller’s or valuation request is about, none for the client’s own', () => {
    expect(propertyAddressLine(seller)).toBe(seller.propertyAddress);
    expect(
      propertyAddressLine({
        objectStreet: 'Oudegracht',
        objectHouseNumber: '7',
        objectPostcode: '3511 AP',
        objectCity: 'Utrecht',
      }),
    ).toBe('Oudegracht 7, 3511 AP Utrecht');
    expect(propertyAddressLine(buyer())).toBeNull();
    expect(propertyAddressLine(energyLabel)).toBeNull();
    expect(propertyAddressLine({})).toBeNull();
  });
});
