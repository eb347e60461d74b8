// The documents each service most often needs from the consumer: the professional picks one to fill the request's
// title and description, or writes their own.
import type { ProjectType } from '../projects/types';

export interface DocumentRequestPreset {
  key: string;
  title: string;
  description: string;
}

export const DOCUMENT_REQUEST_PRESETS: Record<ProjectType, DocumentRequestPreset[]> = {
  hypotheekadviseur: [
    {
      key: 'loonstrook',
      title: 'Loonstrook',
      description: 'Uw meest recente loonstrook (van u en eventueel uw partner).',
    },
    {
      key: 'werkgeversverklaring',
      title: 'Werkgeversverklaring',
      description: 'Een recente werkgeversverklaring, ondertekend door uw werkgever.',
    },
    {
      key: 'id-bewijs',
      title: 'ID-bewijs',
      description:
        'Een kopie van uw paspoort of identiteitskaart (voor- en achterkant). Uw BSN mag u afschermen.',
    },
    {
      key: 'koopovereenkomst',
      title: 'Koopovereenkomst',
      description: 'De door beide partijen getekende koopovereenkomst van de woning.',
    },
  ],
  aankoopmakelaar: [
    {
      key: 'id-bewijs',
      title: 'ID-bewijs',
      description: 'Een kopie van uw paspoort of identiteitskaart, nodig voor de wettelijke identificatie.',
    },
    {
      key: 'financieringsbewijs',
      title: 'Financieringsoverzicht',
      description: 'Een overzicht van uw maximale hypotheek of financieringsmogelijkheden.',
    },
    {
      key: 'zoekprofiel',
      title: 'Wensenlijst woning',
      description: 'Uw wensen voor de woning: locatie, type, grootte en budget.',
    },
  ],
  verkoopmakelaar: [
    {
      key: 'eigendomsbewijs',
      title: 'Eigendomsbewijs',
      description: 'De akte van levering of een ander bewijs dat de woning van u is.',
    },
    {
      key: 'vve-stukken',
      title: 'VvE-stukken',
      description:
        'Het huishoudelijk reglement, de notulen en de jaarstukken van de VvE (bij een appartement).',
    },
    {
      key: 'energielabel',
      title: 'Energielabel',
      description: 'Het geldige energielabel van de woning.',
    },
    {
      key: 'plattegrond',
      title: 'Plattegrond',
      description: 'Een plattegrond of bouwtekening van de woning.',
    },
  ],
  taxatie: [
    {
      key: 'koopovereenkomst',
      title: 'Koopovereenkomst',
      description: 'De getekende koopovereenkomst van de woning.',
    },
    {
      key: 'opdrachtbevestiging',
      title: 'Getekende opdrachtbevestiging',
      description: 'De ondertekende opdrachtbevestiging voor de taxatie.',
    },
    {
      key: 'verbouwingsspecificatie',
      title: 'Verbouwingsspecificatie',
      description: 'Een overzicht van geplande of uitgevoerde verbouwingen met de kosten.',
    },
  ],
  bouwkundige: [
    {
      key: 'plattegrond',
      title: 'Plattegrond',
      description: 'Een plattegrond of bouwtekening van de woning.',
    },
    {
      key: 'verkoopbrochure',
      title: 'Verkoopbrochure',
      description: 'De brochure of advertentie van de woning.',
    },
  ],
  verduurzaming: [
    {
      key: 'energierekening',
      title: 'Energierekening',
      description: 'Uw laatste jaarafrekening van gas en elektriciteit.',
    },
    {
      key: 'plattegrond',
      title: 'Plattegrond',
      description: 'Een plattegrond of bouwtekening van de woning.',
    },
    {
      key: 'fotos-installatie',
      title: "Foto's van de installaties",
      description: "Foto's van uw cv-ketel, meterkast en eventuele zonnepanelen.",
    },
  ],
  energielabel: [
    {
      key: 'bouwtekening',
      title: 'Bouwtekening',
      description: 'Een bouwtekening of plattegrond van de woning.',
    },
    {
      key: 'bewijs-isolatie',
      title: 'Bewijs van isolatie',
      description: 'Facturen of foto’s van aangebrachte isolatie, HR++-glas of een warmtepomp.',
    },
  ],
};

export const presetsFor = (type: ProjectType): DocumentRequestPreset[] =>
  DOCUMENT_REQUEST_PRESETS[type] ?? [];
