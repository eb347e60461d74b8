import { describe, expect, it } from 'vitest';
import { parseDutchNumber } from '../numbers';
import { PROJECT_TYPES } from '../projects/types';
import {
  canEditStep,
  canOpenStep,
  displayStepValue,
  documentIdFromUrl,
  formatCurrencyInput,
  parseCurrencyInput,
  type StepDefinition,
  stepDefinition,
  todayInAmsterdam,
  VALIDATION_MESSAGES,
  validateStepData,
  WORKFLOWS,
  workflowFor,
} from './index';
import { WORKFLOW_MESSAGES } from './schemas';

const required = (type: string) =>
  Object.fromEntries(
    workflowFor(type).steps.map((s) => [s.stepNumber, s.fields.filter((f) => f.required).map((f) => f.name)]),
  );

describe('workflow definitions', () => {
  it('has a workflow for every project type, numbered 1..N with Dutch titles and durations', () => {
    for (const type of PROJECT_TYPES) {
      const wf = workflowFor(type);
      expect(wf.key).toBe(type);
      expect(wf.steps.map((s) => s.stepNumber)).toEqual(wf.steps.map((_, i) => i + 1));
      for (const step of wf.steps) {
        expect(step.title).not.toBe('');
        expect(step.description).not.toBe('');
        expect(step.estimatedDays).toBeGreaterThan(0);
        expect(new Set(step.fields.map((f) => f.name)).size).toBe(step.fields.length);
        for (const f of step.fields) {
          expect(f.label).not.toBe('');
          if (f.type === 'select') expect(f.options?.length).toBeGreaterThan(0);
          if (f.type === 'table') expect(f.columns?.length).toBeGreaterThan(0);
        }
        if (step.kind === 'invoice') expect(step.fields).toEqual([]);
      }
    }
  });

  it('has the step count of each service', () => {
    const counts = Object.fromEntries(PROJECT_TYPES.map((t) => [t, workflowFor(t).steps.length]));
    expect(counts).toEqual({
      aankoopmakelaar: 9,
      verkoopmakelaar: 9,
      taxatie: 3,
      bouwkundige: 3,
      hypotheekadviseur: 4,
      energielabel: 4,
      verduurzaming: 4,
    });
  });

  it('knows other spellings and falls back to the generic Intake step', () => {
    expect(workflowFor('bouwkundige-keuring').key).toBe('bouwkundige');
    expect(workflowFor('hypotheek-adviseur').key).toBe('hypotheekadviseur');
    expect(workflowFor('Taxatie').key).toBe('taxatie');
    const generic = workflowFor('iets-anders');
    expect(generic.key).toBe('generic');
    expect(generic.steps).toHaveLength(1);
    expect(generic.steps[0]).toMatchObject({ title: 'Intake', fields: [{ name: 'notes', required: true }] });
    expect(stepDefinition('taxatie', 2)?.title).toBe('Taxatierapport');
    expect(stepDefinition('taxatie', 4)).toBeUndefined();
  });

  it('aankoopmakelaar: required appointment, viewings table, bank guarantee, notary; step 7 is the invoice', () => {
    expect(required('aankoopmakelaar')).toEqual({
      1: ['afspraakDatum', 'afspraakTijd'],
      2: ['bezichtigingen'],
      3: [],
      4: [],
      5: [],
      6: ['bankgarantieDatum'],
      7: [],
      8: ['eindinspectieDatum'],
      9: ['overdrachtDatum'],
    });
    const viewings = stepDefinition('aankoopmakelaar', 2)!.fields[0]!;
    expect(viewings.columns?.map((c) => [c.name, c.type, Boolean(c.required)])).toEqual([
      ['object', 'text', true],
      ['bezichtigingDatum', 'datetime', true],
      ['bodBedrag', 'currency', false],
    ]);
    expect(stepDefinition('aankoopmakelaar', 2)!.fields[1]!.name).toBe('gekochtObject');
    expect(stepDefinition('aankoopmakelaar', 7)!.kind).toBe('invoice');
    expect(stepDefinition('aankoopmakelaar', 2)!.estimatedDays).toBe(14);
    expect(stepDefinition('aankoopmakelaar', 4)!.estimatedDays).toBe(7);
  });

  it('verkoopmakelaar: the spec names; step 7 is the invoice generator (its factuur fields come from the invoice)', () => {
    const names = workflowFor('verkoopmakelaar').steps.map((s) => s.fields.map((f) => f.name));
    expect(names[0]).toEqual(['afspraakDatum', 'afspraakTijd', 'opmerkingen']);
    expect(names[1]).toEqual([
      'fotoAfspraakDatum',
      'fotoAfspraakTijd',
      'aantalFotos',
      'oppervlakte',
      'bijzonderheden',
    ]);
    expect(names[2]).toEqual(['beschikbaarheidDatum', 'marketingGoedkeuring', 'marketingOpmerkingen']);
    expect(names[3]).toEqual(['eersteBezichtiging', 'aantalBezichtigingen', 'hoogsteBod', 'biedingStatus']);
    expect(names[4]).toEqual(['koopAdres', 'ondertekeningDatum', 'verkoopsom', 'koopovereenkomstStatus']);
    expect(names[5]).toEqual(['bankgarantieDatum', 'financieringVoorbehoudDatum', 'bankgarantieStatus']);
    expect(names[6]).toEqual([]);
    expect(names[7]).toEqual(['eindinspectieDatum', 'eindinspectieTijd', 'eindinspectieResultaat']);
    expect(stepDefinition('verkoopmakelaar', 7)).toMatchObject({ kind: 'invoice', invoice: 'generator' });
    expect(stepDefinition('verkoopmakelaar', 4)!.fields[3]!.options?.map((o) => o.value)).toEqual([
      'Nog geen biedingen',
      'Biedingen ontvangen',
      'Onderhandeling',
      'Akkoord',
    ]);
    expect(required('verkoopmakelaar')[6]).toEqual(['bankgarantieDatum']);
  });

  it('taxatie, bouwkundige, hypotheekadviseur, energielabel, verduurzaming: required fields', () => {
    expect(required('taxatie')).toEqual({ 1: ['afspraakDatum', 'afspraakTijd'], 2: ['rapport'], 3: [] });
    expect(required('bouwkundige')).toEqual({ 1: ['afspraakDatum', 'afspraakTijd'], 2: ['rapport'], 3: [] });
    expect(required('hypotheekadviseur')).toEqual({
      1: ['appointmentDate', 'appointmentTime'],
      2: ['bedrag'],
      3: ['bankgarantie_datum'],
      4: [],
    });
    expect(required('energielabel')).toEqual({ 1: ['afspraakDatum', 'afspraakTijd'], 2: [], 3: [], 4: [] });
    expect(required('verduurzaming')).toEqual({
      1: ['afspraakDatum', 'afspraakTijd'],
      2: [],
      3: ['rapport'],
      4: [],
    });
    expect(stepDefinition('bouwkundige', 1)!.fields[0]!.notInPast).toBe(true);
    const result = stepDefinition('bouwkundige', 2)!.fields.find((f) => f.name === 'keuringResultaat')!;
    expect(result.options?.map((o) => o.value)).toEqual(['Goed', 'Redelijk', 'Matig', 'Slecht']);
    expect(result.options?.every((o) => (o.description ?? '').length > 10)).toBe(true);
    expect(stepDefinition('energielabel', 3)!.fields[0]!.options?.map((o) => o.value)).toEqual([
      'A+++',
      'A++',
      'A+',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect(stepDefinition('hypotheekadviseur', 2)!.fields[0]!.type).toBe('currency');
    for (const type of ['taxatie', 'bouwkundige', 'hypotheekadviseur', 'energielabel', 'verduurzaming']) {
      const wf = workflowFor(type);
      expect(wf.steps.at(-1)!.kind).toBe('invoice');
    }
    expect(Object.keys(WORKFLOWS).sort()).toEqual([...PROJECT_TYPES].sort());
  });
});

const TODAY = '2026-06-15';
const step = (fields: StepDefinition['fields']): StepDefinition => ({
  stepNumber: 1,
  title: 'Test',
  description: 'Test',
  estimatedDays: 1,
  kind: 'form',
  fields,
});
const validate = (s: StepDefinition, data: Record<string, unknown>) =>
  validateStepData(s, data, { today: TODAY });

describe('validateStepData', () => {
  const am1 = stepDefinition('aankoopmakelaar', 1)!;
  const am2 = stepDefinition('aankoopmakelaar', 2)!;

  it('lists missing required fields by label', () => {
    const r = validate(am1, { opmerkingen: 'x' });
    expect(r).toEqual({
      ok: false,
      title: 'Vereiste velden ontbreken',
      message: 'Vul de volgende velden in: Datum afspraak, Tijd afspraak',
      fieldErrors: { afspraakDatum: 'Dit veld is verplicht', afspraakTijd: 'Dit veld is verplicht' },
    });
    expect(validate(am1, { afspraakDatum: '  ', afspraakTijd: null }).ok).toBe(false);
  });

  it('returns only the defined fields, trimmed, without empty optional ones', () => {
    expect(
      validate(am1, { afspraakDatum: '2026-07-01', afspraakTijd: '09:30:00', opmerkingen: '  ', extra: 1 }),
    ).toEqual({ ok: true, data: { afspraakDatum: '2026-07-01', afspraakTijd: '09:30' } });
  });

  it('a required table needs a row with every required column; empty rows are dropped', () => {
    const none = validate(am2, { bezichtigingen: [] });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.message).toBe('Vul de volgende velden in: Bezichtigingen');
    const onlyEmpty = validate(am2, {
      bezichtigingen: [{ object: '', bezichtigingDatum: '', bodBedrag: '' }],
    });
    expect(onlyEmpty.ok).toBe(false);
    const partial = validate(am2, { bezichtigingen: [{ object: 'Dorpsstraat 1' }] });
    expect(partial).toMatchObject({
      ok: false,
      message: 'Vul de volgende velden in: Bezichtigingen: Datum en tijd bezichtiging',
      fieldErrors: { 'bezichtigingen.0.bezichtigingDatum': 'Dit veld is verplicht' },
    });
    const good = validate(am2, {
      bezichtigingen: [
        { object: ' Dorpsstraat 1 ', bezichtigingDatum: '2026-07-01T10:00', bodBedrag: 42500000, x: 1 },
        { object: '', bezichtigingDatum: '' },
        { object: 'Kerkweg 2', bezichtigingDatum: '2026-07-02 11:15:00' },
      ],
      gekochtObject: 'Dorpsstraat 1',
    });
    expect(good).toEqual({
      ok: true,
      data: {
        bezichtigingen: [
          { object: 'Dorpsstraat 1', bezichtigingDatum: '2026-07-01T10:00', bodBedrag: 42500000 },
          { object: 'Kerkweg 2', bezichtigingDatum: '2026-07-02T11:15' },
        ],
        gekochtObject: 'Dorpsstraat 1',
      },
    });
    expect(validate(am2, { bezichtigingen: 'nee' }).ok).toBe(false);
    expect(validate(am2, { bezichtigingen: [1] }).ok).toBe(false);
    expect(
      validate(am2, {
        bezichtigingen: [{ object: 'A', bezichtigingDatum: '2026-07-01T10:00', bodBedrag: '€ 5' }],
      }),
    ).toMatchObject({ ok: false, fieldErrors: { 'bezichtigingen.0.bodBedrag': expect.any(String) } });
  });

  it('a structural survey appointment may not lie in the past (Amsterdam today)', () => {
    const bk1 = stepDefinition('bouwkundige', 1)!;
    expect(validate(bk1, { afspraakDatum: '2026-06-14', afspraakTijd: '10:00' })).toMatchObject({
      ok: false,
      title: WORKFLOW_MESSAGES.dateInPast,
      message: WORKFLOW_MESSAGES.dateInPast,
      fieldErrors: { afspraakDatum: WORKFLOW_MESSAGES.dateInPast },
    });
    expect(validate(bk1, { afspraakDatum: TODAY, afspraakTijd: '10:00' }).ok).toBe(true);
    // Editing the step after the appointment: the stored date may be past, a new one may not.
    const previous = { afspraakDatum: '2026-06-01', afspraakTijd: '10:00' };
    expect(validateStepData(bk1, { ...previous, afspraakTijd: '11:00' }, { today: TODAY, previous }).ok).toBe(
      true,
    );
    expect(
      validateStepData(
        bk1,
        { afspraakDatum: '2026-06-02', afspraakTijd: '11:00' },
        { today: TODAY, previous },
      ).ok,
    ).toBe(false);
    // Other appointments may be recorded afterwards.
    expect(validate(am1, { afspraakDatum: '2020-01-01', afspraakTijd: '10:00' }).ok).toBe(true);
    const dt = step([{ name: 'm', label: 'M', type: 'datetime', notInPast: true }]);
    expect(validate(dt, { m: '2026-06-14T23:59' }).ok).toBe(false);
    expect(validate(dt, { m: '2026-06-15T00:00' }).ok).toBe(true);
  });

  it('todayInAmsterdam uses the Dutch calendar day', () => {
    expect(todayInAmsterdam(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15');
    expect(todayInAmsterdam(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
  });

  it('checks dates, times and datetimes', () => {
    const s = step([
      { name: 'd', label: 'D', type: 'date' },
      { name: 't', label: 'T', type: 'time' },
      { name: 'dt', label: 'DT', type: 'datetime' },
    ]);
    for (const d of ['2026-02-30', '15-06-2026', '2026-6-1', 20260101])
      expect(validate(s, { d }).ok).toBe(false);
    expect(validate(s, { d: '2024-02-29' }).ok).toBe(true);
    for (const t of ['24:00', '9:30', '12:60', 'noon']) expect(validate(s, { t }).ok).toBe(false);
    expect(validate(s, { t: '23:59' })).toEqual({ ok: true, data: { t: '23:59' } });
    for (const dt of ['2026-06-15', '2026-06-15T25:00', 'x', '2026-06-15T10:00T1'])
      expect(validate(s, { dt }).ok).toBe(false);
    expect(validate(s, { dt: '2026-06-15T10:00:30' })).toEqual({
      ok: true,
      data: { dt: '2026-06-15T10:00' },
    });
  });

  it('select values must be one of the options; yes/no is ja or nee', () => {
    const s = step([
      { name: 'sel', label: 'Sel', type: 'select', options: [{ value: 'Goed', label: 'Goed' }] },
      { name: 'yn', label: 'YN', type: 'yesno' },
    ]);
    expect(validate(s, { sel: 'Slecht' })).toMatchObject({
      ok: false,
      fieldErrors: { sel: 'Kies een van de opties' },
    });
    expect(validate(s, { sel: 'Goed', yn: 'Ja' })).toEqual({ ok: true, data: { sel: 'Goed', yn: 'ja' } });
    expect(validate(s, { yn: false })).toEqual({ ok: true, data: { yn: 'nee' } });
    expect(validate(s, { yn: 'misschien' }).ok).toBe(false);
  });

  it('numbers and currency (integer cents)', () => {
    const s = step([
      { name: 'n', label: 'N', type: 'number' },
      { name: 'c', label: 'C', type: 'currency', required: true },
    ]);
    expect(validate(s, { n: '12,5', c: 125000000 })).toEqual({ ok: true, data: { n: 12.5, c: 125000000 } });
    expect(validate(s, { n: 3, c: '4500' })).toEqual({ ok: true, data: { n: 3, c: 4500 } });
    for (const c of [12.5, -1, '12,50', '€ 100', true]) expect(validate(s, { c }).ok).toBe(false);
    for (const n of ['abc', -2, Number.NaN, '1e5']) expect(validate(s, { n, c: 1 }).ok).toBe(false);
    expect(validate(s, { c: 0 })).toEqual({ ok: true, data: { c: 0 } });
  });

  it('a number outside its bounds, or not whole where it must be, has its own message naming the field', () => {
    const s = step([
      { name: 'opp', label: 'Woonoppervlakte (m²)', type: 'number', min: 1, max: 100_000, unit: 'm²' },
      { name: 'aantal', label: 'Aantal foto’s', type: 'number', min: 0, integer: true },
      { name: 'jaar', label: 'Bouwjaar', type: 'number', min: 1500, integer: true },
      { name: 'max', label: 'Kamers', type: 'number', max: 50 },
      { name: 'bedrag', label: 'Bedrag', type: 'currency', min: 100 },
      { name: 'c', label: 'Prijs', type: 'currency' },
    ]);
    const errorOf = (data: Record<string, unknown>) => {
      const r = validate(s, data);
      return r.ok ? r : r.fieldErrors;
    };
    expect(errorOf({ opp: 0 })).toEqual({ opp: 'Woonoppervlakte moet tussen 1 en 100.000 m² liggen' });
    expect(errorOf({ opp: '100.001' })).toEqual({
      opp: 'Woonoppervlakte moet tussen 1 en 100.000 m² liggen',
    });
    expect(errorOf({ opp: '19xx' })).toEqual({ opp: VALIDATION_MESSAGES.invalidNumber });
    expect(errorOf({ aantal: '2,5' })).toEqual({ aantal: VALIDATION_MESSAGES.wholeNumber });
    expect(errorOf({ aantal: -1 })).toEqual({ aantal: 'Aantal foto’s mag niet negatief zijn' });
    expect(errorOf({ jaar: 1499 })).toEqual({ jaar: 'Bouwjaar moet minimaal 1.500 zijn' });
    expect(errorOf({ max: 51 })).toEqual({ max: 'Kamers mag hoogstens 50 zijn' });
    expect(errorOf({ bedrag: 99 })).toEqual({ bedrag: 'Bedrag moet minimaal €\u00a01,00 zijn' });
    expect(errorOf({ c: '-100' })).toEqual({ c: 'Prijs mag niet negatief zijn' });
    expect(errorOf({ opp: '1.500', aantal: '30', jaar: 1930, max: 50, bedrag: 100 })).toEqual({
      ok: true,
      data: { opp: 1500, aantal: 30, jaar: 1930, max: 50, bedrag: 100 },
    });
  });

  it('reads numbers as written in Dutch', () => {
    expect(parseDutchNumber('12,5')).toBe(12.5);
    expect(parseDutchNumber('12.5')).toBe(12.5);
    expect(parseDutchNumber('1.500')).toBe(1500);
    expect(parseDutchNumber('1.250.000,75')).toBe(1250000.75);
    expect(parseDutchNumber(' -3 ')).toBe(-3);
    for (const bad of ['', 'abc', '1e5', '1,2,3', '12.', '€']) expect(parseDutchNumber(bad)).toBeNull();
  });

  it('a draft may leave required fields and columns empty; what it holds is still checked', () => {
    const am2 = stepDefinition('aankoopmakelaar', 2)!;
    const draft = (data: Record<string, unknown>) =>
      validateStepData(am1, data, { today: TODAY, draft: true });
    expect(draft({})).toEqual({ ok: true, data: {} });
    expect(draft({ afspraakDatum: '2026-02-30' })).toEqual({
      ok: false,
      title: VALIDATION_MESSAGES.invalidDate,
      message: VALIDATION_MESSAGES.invalidDate,
      fieldErrors: { afspraakDatum: VALIDATION_MESSAGES.invalidDate },
    });
    expect(
      validateStepData(am2, { bezichtigingen: [{ object: 'Kade 1' }] }, { today: TODAY, draft: true }),
    ).toEqual({ ok: true, data: { bezichtigingen: [{ object: 'Kade 1' }] } });
    expect(validateStepData(am2, { bezichtigingen: [{ object: 'Kade 1' }] }, { today: TODAY }).ok).toBe(
      false,
    );
  });

  it('the seller’s agent’s counts and living area carry their bounds', () => {
    const fields = stepDefinition('verkoopmakelaar', 2)!.fields;
    expect(fields.find((f) => f.name === 'oppervlakte')).toMatchObject({ min: 1, max: 100_000 });
    expect(fields.find((f) => f.name === 'aantalFotos')).toMatchObject({ min: 0, integer: true });
    expect(
      stepDefinition('verkoopmakelaar', 4)!.fields.find((f) => f.name === 'aantalBezichtigingen'),
    ).toMatchObject({ integer: true });
  });

  it('text fields take text (numbers as text) up to their length', () => {
    const s = step([
      { name: 'a', label: 'A', type: 'text' },
      { name: 'b', label: 'B', type: 'textarea' },
    ]);
    expect(validate(s, { a: 425000 })).toEqual({ ok: true, data: { a: '425000' } });
    expect(validate(s, { a: { x: 1 } }).ok).toBe(false);
    expect(validate(s, { a: 'x'.repeat(501) }).ok).toBe(false);
    expect(validate(s, { b: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validate(s, { b: 'x'.repeat(5001) }).ok).toBe(false);
  });

  it('a pdf report is the download path of an uploaded document', () => {
    const tx2 = stepDefinition('taxatie', 2)!;
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(validate(tx2, { rapport: `/api/documents/${id}/download`, taxatieWaarde: '€ 425.000' })).toEqual({
      ok: true,
      data: { rapport: `/api/documents/${id}/download`, taxatieWaarde: '€ 425.000' },
    });
    expect(validate(tx2, {})).toMatchObject({
      ok: false,
      message: 'Vul de volgende velden in: Taxatierapport (PDF)',
    });
    for (const rapport of [
      'rapport.pdf',
      `https://evil.example/api/documents/${id}/download`,
      `/api/documents/${id}`,
    ])
      expect(validate(tx2, { rapport })).toMatchObject({
        ok: false,
        fieldErrors: { rapport: 'Ongeldig bestand' },
      });
    expect(documentIdFromUrl(`/api/documents/${id.toUpperCase()}/download`)).toBe(id);
    expect(documentIdFromUrl(42)).toBeNull();
  });

  it('missing fields win over format errors in the headline, but every error is listed', () => {
    const r = validate(am1, { afspraakDatum: 'gisteren' });
    expect(r).toMatchObject({
      ok: false,
      title: 'Vereiste velden ontbreken',
      message: 'Vul de volgende velden in: Tijd afspraak',
      fieldErrors: { afspraakDatum: 'Vul een geldige datum in', afspraakTijd: 'Dit veld is verplicht' },
    });
  });

  it('generic Intake needs notes; invoice steps take nothing', () => {
    const intake = workflowFor('onbekend').steps[0]!;
    expect(validate(intake, {}).ok).toBe(false);
    expect(validate(intake, { notes: 'Gesprek gehad' })).toEqual({
      ok: true,
      data: { notes: 'Gesprek gehad' },
    });
    expect(validate(stepDefinition('taxatie', 3)!, { anything: 1 })).toEqual({ ok: true, data: {} });
  });
});

describe('navigation, currency', () => {
  const progress = (...statuses: ('pending' | 'active' | 'completed')[]) =>
    statuses.map((status, i) => ({ stepNumber: i + 1, status }));

  it('consumers open completed steps; professionals and admins up to the highest reached', () => {
    const p = progress('completed', 'completed', 'active', 'pending');
    expect([1, 2, 3, 4, 5].map((n) => canOpenStep('consumer', n, p))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([1, 2, 3, 4, 5].map((n) => canOpenStep('professional', n, p))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([1, 2, 3, 4].map((n) => canOpenStep('admin', n, p))).toEqual([true, true, true, false]);
    expect(canOpenStep('admin', 1, [])).toBe(false);
    expect(canEditStep('consumer', 'completed')).toBe(false);
    expect(canEditStep('professional', 'active')).toBe(true);
    expect(canEditStep('admin', 'pending')).toBe(false);
  });

  it('currency input: digits as whole euros, shown with € and dots', () => {
    expect(parseCurrencyInput('€ 1.250.000')).toBe(125000000);
    expect(parseCurrencyInput('12a3')).toBe(12300);
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('€')).toBeNull();
    expect(parseCurrencyInput('000')).toBe(0);
    expect(formatCurrencyInput(125000000)).toBe('€ 1.250.000');
    expect(formatCurrencyInput(0)).toBe('€ 0');
    expect(formatCurrencyInput(99900)).toBe('€ 999');
    expect(formatCurrencyInput(1250)).toBe('€ 12,50');
    expect(formatCurrencyInput(null)).toBe('');
    expect(formatCurrencyInput(parseCurrencyInput('1234567')!)).toBe('€ 1.234.567');
  });
});

describe('displayStepValue', () => {
  it('shows stored values the Dutch way', () => {
    expect(displayStepValue({ type: 'date' }, '2026-06-15')).toBe('15-06-2026');
    expect(displayStepValue({ type: 'datetime' }, '2026-06-15T10:30')).toBe('15-06-2026 10:30');
    expect(displayStepValue({ type: 'currency' }, 42500000)).toBe('€ 425.000');
    expect(displayStepValue({ type: 'yesno' }, 'nee')).toBe('Nee');
    expect(
      displayStepValue({ type: 'select', options: [{ value: 'Goed', label: 'Goed (prima)' }] }, 'Goed'),
    ).toBe('Goed (prima)');
    expect(displayStepValue({ type: 'number' }, 1250.5)).toBe('1.250,5');
    expect(displayStepValue({ type: 'table' }, [{}, {}])).toBe('2 rijen');
    expect(displayStepValue({ type: 'text' }, undefined)).toBe('');
    expect(displayStepValue({ type: 'text' }, 'Dorpsstraat 1')).toBe('Dorpsstraat 1');
  });
});
