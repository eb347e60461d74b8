// The Dutch texts of the leads.
export const LEAD_MESSAGES = {
  created: 'Lead aangemaakt',
  createFailed: 'Fout bij aanmaken lead',
  serviceType: 'Kies een dienst',
  clientName: 'Naam klant is verplicht',
  email: 'Ongeldig e-mailadres',
  contactnummer: 'Contactnummer is verplicht',
  postcode: 'Postcode is verplicht',
  huisnummer: 'Huisnummer is verplicht',
  straat: 'Straat is verplicht',
  plaats: 'Plaats is verplicht',
  invalidForm: 'Controleer de gegevens van de lead',
} as const;

export const LEAD_STATUS_LABELS = { open: 'Open', completed: 'Voltooid' } as const;
export const LEAD_PAYOUT_LABELS = { paid: 'Uitbetaald', pending: 'In behandeling' } as const;
