// A lead's details behind its 'Details' action: the client's contact data, address, the service's extras and the
// remarks, which the list leaves out to stay readable (and narrow on a phone).
import { formatCents, formatDate } from '@shared/format';
import type { Lead } from '@shared/leads/schemas';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { clientNameOf, LeadPayout, LeadStatusBadge } from './lead-badges';

const EXTRA_LABELS: Record<string, string> = {
  soortPand: 'Soort pand',
  bouwjaar: 'Bouwjaar',
  oppervlakte: 'Oppervlakte (m²)',
  budget: 'Budget',
  gewensteAfspraak: 'Gewenste afspraak',
};

export const addressOf = (lead: Lead) =>
  `${lead.straat} ${lead.huisnummer}${lead.huisletter ? ` ${lead.huisletter}` : ''}, ${lead.postcode} ${lead.plaats}`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

export function LeadDetailsDialog({ lead, compact = false }: { lead: Lead; compact?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant={compact ? 'ghost' : 'outline'}
          size="sm"
          aria-label={`Details van lead ${lead.leadId}`}
        >
          <Eye aria-hidden />
          Details
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Lead {lead.leadId}</DialogTitle>
          <DialogDescription>
            {clientNameOf(lead)}, {PROJECT_TYPE_LABELS[lead.serviceType]}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <Row term="Status">
            <LeadStatusBadge lead={lead} />
          </Row>
          <Row term="Vergoeding">{formatCents(lead.feeAmount)}</Row>
          <Row term="Uitbetaling">
            <LeadPayout lead={lead} />
          </Row>
          <Row term="Aangemaakt">{formatDate(lead.createdAt)}</Row>
          {lead.completedAt ? <Row term="Voltooid op">{formatDate(lead.completedAt)}</Row> : null}
          <Row term="E-mailadres">{lead.email}</Row>
          <Row term="Contactnummer">{lead.contactnummer}</Row>
          <Row term="Adres">{addressOf(lead)}</Row>
          {Object.entries(lead.extras).map(([key, value]) => (
            <Row key={key} term={EXTRA_LABELS[key] ?? key}>
              {value}
            </Row>
          ))}
          {lead.clientDetails ? (
            <Row term="Over de klant">
              <span className="whitespace-pre-line">{lead.clientDetails}</span>
            </Row>
          ) : null}
          {lead.opmerkingen ? (
            <Row term="Opmerkingen">
              <span className="whitespace-pre-line">{lead.opmerkingen}</span>
            </Row>
          ) : null}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
