import { PROJECT_TYPE_LABELS, PROJECT_TYPES, type ProjectType } from '@shared/projects/types';
import {
  Calculator,
  ClipboardCheck,
  HardHat,
  HousePlus,
  Leaf,
  type LucideIcon,
  Signpost,
  Zap,
} from 'lucide-react';

/** A service type: id, name, description, icon, colour. */
export interface ServiceType {
  id: ProjectType;
  name: string;
  description: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon tile. */
  colour: string;
}

const DETAILS: Record<ProjectType, Omit<ServiceType, 'id' | 'name'>> = {
  aankoopmakelaar: {
    description:
      'Een makelaar die u helpt bij het zoeken, bezichtigen en onderhandelen over uw nieuwe woning.',
    icon: HousePlus,
    colour: 'bg-emerald-100 text-emerald-800',
  },
  verkoopmakelaar: {
    description: 'Een makelaar die uw woning waardeert, presenteert en voor de beste prijs verkoopt.',
    icon: Signpost,
    colour: 'bg-orange-100 text-orange-800',
  },
  hypotheekadviseur: {
    description: 'Onafhankelijk advies over uw hypotheek, maandlasten en de juiste geldverstrekker.',
    icon: Calculator,
    colour: 'bg-sky-100 text-sky-800',
  },
  taxatie: {
    description: 'Een gevalideerd taxatierapport voor uw hypotheek, verkoop, erfenis of verbouwing.',
    icon: ClipboardCheck,
    colour: 'bg-violet-100 text-violet-800',
  },
  bouwkundige: {
    description: 'Een bouwkundige keuring die gebreken en onderhoudskosten van de woning in kaart brengt.',
    icon: HardHat,
    colour: 'bg-amber-100 text-amber-800',
  },
  verduurzaming: {
    description: 'Advies over isolatie, zonnepanelen, warmtepomp en ventilatie voor een zuinigere woning.',
    icon: Leaf,
    colour: 'bg-lime-100 text-lime-800',
  },
  energielabel: {
    description: 'Een officieel energielabel voor uw woning, vastgesteld door een erkend adviseur.',
    icon: Zap,
    colour: 'bg-yellow-100 text-yellow-800',
  },
};

export const SERVICE_TYPES: readonly ServiceType[] = PROJECT_TYPES.map((id) => ({
  id,
  name: PROJECT_TYPE_LABELS[id],
  ...DETAILS[id],
}));
