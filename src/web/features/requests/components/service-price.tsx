import { PRICE_MESSAGES, servicePriceText } from '@shared/invoices/prices';
import type { ProjectType } from '@shared/projects/types';
import { Tag } from 'lucide-react';

/** 'Prijs: € 370,20 incl. BTW' above a request form: the price its invoice will charge, before anyone asks. */
export function ServicePrice({ type }: { type: ProjectType }) {
  return (
    <p className="mb-6 flex items-center gap-2 text-sm text-foreground">
      <Tag className="size-4 shrink-0 text-primary" aria-hidden />
      <span>
        <span className="font-medium">{PRICE_MESSAGES.label}:</span> {servicePriceText(type)}
      </span>
    </p>
  );
}
