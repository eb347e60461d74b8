// A lead's status (Open / Voltooid / Bezwaar gemaakt) and payout (Uitbetaald / In behandeling). An open lead has
// earned nothing yet, so it has no payout status; one whose client objected earns nothing (decision 0042).
import type { Lead } from '@shared/leads/schemas';
import { LEAD_MESSAGES, LEAD_PAYOUT_LABELS, LEAD_STATUS_LABELS } from '@shared/leads/texts';
import { Badge } from '@web/components/ui/badge';

const STATUS_COLORS = { open: 'blue', completed: 'green', objected: 'neutral' } as const;

export function LeadStatusBadge({ lead }: { lead: Pick<Lead, 'status'> }) {
  return <Badge color={STATUS_COLORS[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>;
}

/** The client's name, or that it was erased when the client objected. */
export const clientNameOf = (lead: Pick<Lead, 'status' | 'clientName'>) =>
  lead.status === 'objected' ? LEAD_MESSAGES.erasedClient : lead.clientName;

export function LeadPayout({ lead }: { lead: Pick<Lead, 'status' | 'payoutStatus'> }) {
  if (lead.status === 'objected')
    return <span className="text-sm text-muted-foreground">{LEAD_MESSAGES.noFee}</span>;
  if (lead.status !== 'completed')
    return <span className="text-sm text-muted-foreground">Na voltooiing</span>;
  return (
    <Badge color={lead.payoutStatus === 'paid' ? 'green' : 'yellow'}>
      {LEAD_PAYOUT_LABELS[lead.payoutStatus]}
    </Badge>
  );
}
