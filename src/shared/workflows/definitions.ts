// The step workflow of every service. Field names are the contract's where it names them
// (the seller's agent, appraisal, mortgage adviser); elsewhere they follow the same Dutch camelCase style.
// Required: every appointment date and time, the mortgage amount, every bank guarantee date and every report;
// a buyer's agent's viewings table needs one row with object and viewing moment.
// estimatedDays is the usual duration of a step, shown as a hint; it decides nothing.
import { PROJECT_TYPE_LABELS, type ProjectType } from '../projects/types';
import type {
  InvoiceStepMode,
  StepAppointment,
  StepDefinition,
  StepField,
  StepFieldOption,
  WorkflowDefinition,
} from './types';

const options = (...values: string[]): StepFieldOption[] => values.map((v) => ({ value: v, label: v }));

// Fields that recur.
const appointmentDate = (name = 'afspraakDatum', label = 'Datum afspraak'): StepField => ({
  name,
  label,
  type: 'date',
  required: true,
});
const appointmentTime = (name = 'afspraakTijd', label = 'Tijd afspraak'): StepField => ({
  name,
  label,
  type: 'time',
  required: true,
});
const remarks = (name = 'opmerkingen', label = 'Opmerkingen'): StepField => ({
  name,
  label,
  type: 'textarea',
  placeholder: 'Eventuele opmerkingen',
});
// The bounds of numeric fields: a count is a whole number, a living area lies between 1 and 100,000 m².
const COUNT = { min: 0, integer: true } as const;
const AREA = { min: 1, max: 100_000, unit: 'm²' } as const;
const report = (name: string, label: string): StepField => ({
  name,
  label,
  type: 'pdf',
  required: true,
  help: 'Alleen PDF bestanden',
});

/**
 * An invoice step (docs/decisions/0016): it completes only once the project's invoice exists.
 * 'generator': the in-page generator (fee lines and extra costs; the buyer's and seller's agent, step 7); 'panel':
 * 'Factuur aanmaken' opens the invoice panel of the page (appraisal); 'automatic': completing the step makes the
 * invoice with the fixed fee (survey, mortgage, energy label, sustainability).
 */
const invoiceStep = (
  stepNumber: number,
  invoice: InvoiceStepMode,
  description = 'Factuur opstellen en versturen naar de klant',
): StepDefinition => ({
  stepNumber,
  title: 'Factuur',
  description,
  estimatedDays: 3,
  kind: 'invoice',
  invoice,
  fields: [],
});

const workflow = (key: ProjectType, steps: Omit<StepDefinition, 'stepNumber'>[]): WorkflowDefinition => ({
  key,
  label: PROJECT_TYPE_LABELS[key],
  steps: steps.map((s, i) => ({ ...s, stepNumber: i + 1 })),
});
const form = (
  title: string,
  description: string,
  estimatedDays: number,
  fields: StepField[],
  appointment?: StepAppointment,
): Omit<StepDefinition, 'stepNumber'> => ({
  title,
  description,
  estimatedDays,
  kind: 'form',
  fields,
  ...(appointment ? { appointment } : {}),
});

/**
 * The appointments a step plans (the appointments module follows them). Only steps with a moment to meet: a date
 * without a time (the buyer's agent's taxatie and survey dates, done by a third party; a first viewing) is a
 * deadline, not a meeting. The buyer's agent's viewings table is left out too: its rows are candidate homes
 * visited while searching, rewritten freely, with no stable identity an invitation's UID could follow.
 */
const meeting = (
  title: string,
  dateField = 'afspraakDatum',
  timeField: string | undefined = 'afspraakTijd',
  place: StepAppointment['place'] = 'project',
  durationMinutes = 60,
): StepAppointment => ({ title, dateField, ...(timeField ? { timeField } : {}), place, durationMinutes });
const invoice = (mode: InvoiceStepMode, description?: string): Omit<StepDefinition, 'stepNumber'> => {
  const { stepNumber: _n, ...rest } = invoiceStep(0, mode, description);
  return rest;
};
const AUTOMATIC = 'De factuur wordt automatisch opgesteld met het vaste tarief';

export const AANKOOPMAKELAAR: WorkflowDefinition = workflow('aankoopmakelaar', [
  form(
    'Intakegesprek',
    'Kennismaking en bespreking van de zoekopdracht en wensen van de klant',
    7,
    [appointmentDate(), appointmentTime(), remarks()],
    meeting('Intakegesprek'),
  ),
  form(
    'Bezichtigingen en biedingen',
    'Geschikte woningen bezichtigen, biedingen uitbrengen en onderhandelen',
    14,
    [
      {
        name: 'bezichtigingen',
        label: 'Bezichtigingen',
        type: 'table',
        required: true,
        columns: [
          {
            name: 'object',
            label: 'Object',
            type: 'text',
            required: true,
            placeholder: 'Adres van de woning',
          },
          {
            name: 'bezichtigingDatum',
            label: 'Datum en tijd bezichtiging',
            type: 'datetime',
            required: true,
          },
          { name: 'bodBedrag', label: 'Bod', type: 'currency', placeholder: '€ 0' },
        ],
      },
      {
        name: 'gekochtObject',
        label: 'Gekocht object',
        type: 'text',
        placeholder: 'Adres van de gekochte woning',
      },
    ],
  ),
  form('Koopovereenkomst', 'Koopovereenkomst controleren en laten ondertekenen', 7, [
    { name: 'koopAdres', label: 'Adres', type: 'text', placeholder: 'Straat, huisnummer en plaats' },
    { name: 'ondertekeningDatum', label: 'Datum ondertekening', type: 'date' },
  ]),
  form('Taxatie', 'Taxatie van de woning laten uitvoeren voor de financiering', 7, [
    { name: 'taxatieDatum', label: 'Datum taxatie', type: 'date' },
    {
      name: 'aanbevelingen',
      label: 'Aanbevelingen',
      type: 'textarea',
      placeholder: 'Aanbevelingen uit het taxatierapport',
    },
  ]),
  form('Bouwkundige keuring', 'Bouwkundige keuring van de woning laten uitvoeren', 7, [
    { name: 'keuringDatum', label: 'Datum keuring', type: 'date' },
    {
      name: 'aanbevelingen',
      label: 'Aanbevelingen',
      type: 'textarea',
      placeholder: 'Aanbevelingen uit het keuringsrapport',
    },
  ]),
  form('Bankgarantie', 'Bankgarantie of waarborgsom regelen voor de notaris', 14, [
    { name: 'bankgarantieDatum', label: 'Datum bankgarantie', type: 'date', required: true },
  ]),
  invoice('generator'),
  form(
    'Eindinspectie',
    'Eindinspectie van de woning vóór de overdracht',
    3,
    [{ name: 'eindinspectieDatum', label: 'Datum en tijd eindinspectie', type: 'datetime', required: true }],
    meeting('Eindinspectie', 'eindinspectieDatum', undefined),
  ),
  // At the notary's office, which the step does not name.
  form(
    'Notariële overdracht',
    'Overdracht van de woning bij de notaris',
    7,
    [{ name: 'overdrachtDatum', label: 'Datum en tijd overdracht', type: 'datetime', required: true }],
    meeting('Notariële overdracht', 'overdrachtDatum', undefined, null),
  ),
]);

export const VERKOOPMAKELAAR: WorkflowDefinition = workflow('verkoopmakelaar', [
  form(
    'Intakegesprek',
    'Kennismaking, waardebepaling en verkoopstrategie bespreken',
    7,
    [appointmentDate(), appointmentTime(), remarks()],
    meeting('Intakegesprek'),
  ),
  form(
    'Foto- en meetafspraak',
    'Foto’s maken en de woning inmeten',
    7,
    [
      appointmentDate('fotoAfspraakDatum', 'Datum foto- en meetafspraak'),
      appointmentTime('fotoAfspraakTijd', 'Tijd foto- en meetafspraak'),
      {
        name: 'aantalFotos',
        label: 'Aantal foto’s',
        type: 'number',
        placeholder: 'Bijvoorbeeld 30',
        ...COUNT,
      },
      {
        name: 'oppervlakte',
        label: 'Woonoppervlakte (m²)',
        type: 'number',
        placeholder: 'Bijvoorbeeld 120',
        ...AREA,
      },
      remarks('bijzonderheden', 'Bijzonderheden'),
    ],
    meeting('Foto- en meetafspraak', 'fotoAfspraakDatum', 'fotoAfspraakTijd', 'project', 120),
  ),
  form('Marketing en publicatie', 'Verkoopbrochure en advertentie laten goedkeuren en publiceren', 7, [
    { name: 'beschikbaarheidDatum', label: 'Online beschikbaar vanaf', type: 'date' },
    {
      name: 'marketingGoedkeuring',
      label: 'Goedkeuring marketing',
      type: 'select',
      options: options('Goedgekeurd', 'In behandeling', 'Aanpassingen nodig'),
    },
    remarks('marketingOpmerkingen', 'Opmerkingen marketing'),
  ]),
  form('Bezichtigingen en biedingen', 'Bezichtigingen begeleiden en biedingen beoordelen', 30, [
    { name: 'eersteBezichtiging', label: 'Datum eerste bezichtiging', type: 'date' },
    { name: 'aantalBezichtigingen', label: 'Aantal bezichtigingen', type: 'number', ...COUNT },
    { name: 'hoogsteBod', label: 'Hoogste bod', type: 'currency', placeholder: '€ 0' },
    {
      name: 'biedingStatus',
      label: 'Status biedingen',
      type: 'select',
      options: options('Nog geen biedingen', 'Biedingen ontvangen', 'Onderhandeling', 'Akkoord'),
    },
  ]),
  form('Koopovereenkomst', 'Koopovereenkomst opstellen en laten ondertekenen', 14, [
    { name: 'koopAdres', label: 'Adres', type: 'text', placeholder: 'Straat, huisnummer en plaats' },
    { name: 'ondertekeningDatum', label: 'Datum ondertekening', type: 'date' },
    { name: 'verkoopsom', label: 'Verkoopsom', type: 'currency', placeholder: '€ 0' },
    {
      name: 'koopovereenkomstStatus',
      label: 'Status koopovereenkomst',
      type: 'select',
      options: options('Concept', 'Verzonden', 'Ondertekend'),
    },
  ]),
  form('Bankgarantie en financiering', 'Bankgarantie en het financieringsvoorbehoud bewaken', 21, [
    { name: 'bankgarantieDatum', label: 'Datum bankgarantie', type: 'date', required: true },
    { name: 'financieringVoorbehoudDatum', label: 'Datum financieringsvoorbehoud', type: 'date' },
    {
      name: 'bankgarantieStatus',
      label: 'Status bankgarantie',
      type: 'select',
      options: options('Nog niet ontvangen', 'Ontvangen', 'Goedgekeurd'),
    },
  ]),
  invoice('generator'),
  form(
    'Eindinspectie',
    'Eindinspectie met de koper vóór de overdracht',
    3,
    [
      appointmentDate('eindinspectieDatum', 'Datum eindinspectie'),
      appointmentTime('eindinspectieTijd', 'Tijd eindinspectie'),
      {
        name: 'eindinspectieResultaat',
        label: 'Resultaat eindinspectie',
        type: 'select',
        options: options('Goedgekeurd', 'Herstelwerkzaamheden nodig', 'Opnieuw inspecteren'),
      },
    ],
    meeting('Eindinspectie', 'eindinspectieDatum', 'eindinspectieTijd'),
  ),
  // At the notary's office: the step's notary name is the nearest thing to a place it holds.
  form(
    'Notaris',
    'Overdracht van de woning bij de notaris',
    7,
    [
      appointmentDate('notarisDatum', 'Datum notaris'),
      appointmentTime('notarisTijd', 'Tijd notaris'),
      {
        name: 'notarisNaam',
        label: 'Naam notaris',
        type: 'text',
        placeholder: 'Naam van het notariskantoor',
      },
      { name: 'notarisStatus', label: 'Status', type: 'select', options: options('Gepland', 'Voltooid') },
    ],
    meeting('Notariële overdracht', 'notarisDatum', 'notarisTijd', { field: 'notarisNaam' }),
  ),
]);

export const TAXATIE: WorkflowDefinition = workflow('taxatie', [
  form(
    'Afspraak taxatie',
    'Afspraak maken voor de taxatie van de woning',
    7,
    [appointmentDate('afspraakDatum', 'Datum taxatie'), appointmentTime('afspraakTijd', 'Tijd taxatie')],
    meeting('Taxatie'),
  ),
  form('Taxatierapport', 'Taxatierapport uploaden en de getaxeerde waarde vastleggen', 7, [
    report('rapport', 'Taxatierapport (PDF)'),
    { name: 'taxatieWaarde', label: 'Taxatiewaarde', type: 'text', placeholder: 'Bijvoorbeeld € 425.000' },
    remarks(),
  ]),
  invoice('panel'),
]);

export const KEURING_RESULTS: StepFieldOption[] = [
  {
    value: 'Goed',
    label: 'Goed',
    description: 'De woning verkeert in goede staat; er zijn geen noemenswaardige gebreken gevonden.',
  },
  {
    value: 'Redelijk',
    label: 'Redelijk',
    description: 'Kleine gebreken of achterstallig onderhoud, zonder directe risico’s.',
  },
  {
    value: 'Matig',
    label: 'Matig',
    description: 'Meerdere gebreken; herstel is binnen afzienbare tijd nodig.',
  },
  {
    value: 'Slecht',
    label: 'Slecht',
    description: 'Ernstige gebreken; direct herstel nodig, met mogelijk hoge kosten.',
  },
];

export const BOUWKUNDIGE: WorkflowDefinition = workflow('bouwkundige', [
  form(
    'Afspraak keuring',
    'Afspraak maken voor de bouwkundige keuring',
    7,
    [
      { ...appointmentDate('afspraakDatum', 'Datum keuring'), notInPast: true },
      appointmentTime('afspraakTijd', 'Tijd keuring'),
    ],
    meeting('Bouwkundige keuring', 'afspraakDatum', 'afspraakTijd', 'project', 120),
  ),
  form('Keuringsrapport', 'Keuringsrapport uploaden en het resultaat vastleggen', 7, [
    report('rapport', 'Keuringsrapport (PDF)'),
    { name: 'keuringResultaat', label: 'Resultaat keuring', type: 'select', options: KEURING_RESULTS },
    remarks(),
  ]),
  invoice('automatic', AUTOMATIC),
]);

export const HYPOTHEEKADVISEUR: WorkflowDefinition = workflow('hypotheekadviseur', [
  form(
    'Adviesgesprek',
    'Eerste adviesgesprek over de financiële situatie en wensen',
    7,
    [
      appointmentDate('appointmentDate', 'Datum afspraak'),
      appointmentTime('appointmentTime', 'Tijd afspraak'),
      {
        name: 'location',
        label: 'Locatie',
        type: 'text',
        placeholder: 'Kantoor, bij de klant thuis of online',
      },
      { name: 'notes', label: 'Notities', type: 'textarea', placeholder: 'Notities van het gesprek' },
    ],
    meeting('Adviesgesprek', 'appointmentDate', 'appointmentTime', { field: 'location' }),
  ),
  form('Hypotheekaanvraag', 'Hypotheek aanvragen bij de geldverstrekker', 21, [
    { name: 'bedrag', label: 'Hypotheekbedrag', type: 'currency', required: true, placeholder: '€ 0' },
    remarks(),
  ]),
  form('Bankgarantie', 'Bankgarantie regelen en aanvullende documenten verzamelen', 14, [
    { name: 'bankgarantie_datum', label: 'Datum bankgarantie', type: 'date', required: true },
    {
      name: 'aanvullende_documenten',
      label: 'Aanvullende documenten',
      type: 'textarea',
      placeholder: 'Welke documenten zijn nog nodig of ontvangen',
    },
  ]),
  invoice('automatic', AUTOMATIC),
]);

export const ENERGIELABEL_CLASSES = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export const ENERGIELABEL: WorkflowDefinition = workflow('energielabel', [
  form(
    'Afspraak',
    'Contact opnemen met de klant en een afspraak maken voor de opname',
    7,
    [
      appointmentDate(),
      appointmentTime(),
      { name: 'contactGemaakt', label: 'Contact met de klant gemaakt', type: 'yesno' },
    ],
    meeting('Opname energielabel'),
  ),
  form('Opname woning', 'De woning opnemen voor het energielabel', 7, [
    { name: 'opnameUitgevoerd', label: 'Opname uitgevoerd', type: 'yesno' },
    remarks(),
  ]),
  form('Energielabel', 'Het energielabel vaststellen en het rapport versturen', 7, [
    { name: 'labelklasse', label: 'Labelklasse', type: 'select', options: options(...ENERGIELABEL_CLASSES) },
    { name: 'rapportVerstuurd', label: 'Rapport verstuurd', type: 'yesno' },
  ]),
  invoice('automatic', AUTOMATIC),
]);

export const VERDUURZAMING: WorkflowDefinition = workflow('verduurzaming', [
  form(
    'Intake afspraak',
    'Kennismaking en bespreking van de wensen voor verduurzaming',
    7,
    [appointmentDate(), appointmentTime(), remarks()],
    meeting('Intakegesprek verduurzaming'),
  ),
  form('Woningopname', 'De woning opnemen: isolatie, installaties en energieverbruik', 7, [
    { name: 'opnameDatum', label: 'Datum opname', type: 'date' },
    remarks('bevindingen', 'Bevindingen'),
  ]),
  form('Adviesrapport', 'Adviesrapport uploaden met de geadviseerde maatregelen', 14, [
    report('rapport', 'Adviesrapport (PDF)'),
    {
      name: 'maatregelen',
      label: 'Geadviseerde maatregelen',
      type: 'textarea',
      placeholder: 'Bijvoorbeeld spouwmuurisolatie, zonnepanelen, warmtepomp',
    },
  ]),
  invoice('automatic', AUTOMATIC),
]);

/** Anything without its own workflow: one Intake step with required notes. */
export const GENERIC: WorkflowDefinition = {
  key: 'generic',
  label: 'Project',
  steps: [
    {
      stepNumber: 1,
      title: 'Intake',
      description: 'Intakegesprek met de klant',
      estimatedDays: 7,
      kind: 'form',
      fields: [{ name: 'notes', label: 'Notities', type: 'textarea', required: true }],
    },
  ],
};

export const WORKFLOWS: Record<ProjectType, WorkflowDefinition> = {
  aankoopmakelaar: AANKOOPMAKELAAR,
  verkoopmakelaar: VERKOOPMAKELAAR,
  taxatie: TAXATIE,
  bouwkundige: BOUWKUNDIGE,
  hypotheekadviseur: HYPOTHEEKADVISEUR,
  energielabel: ENERGIELABEL,
  verduurzaming: VERDUURZAMING,
};
