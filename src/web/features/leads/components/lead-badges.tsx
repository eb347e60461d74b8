// A lead's status (Open / Voltooid) and payout (Uitbetaald / In behandeling). An open lead has earned
// nothing yet, so it has no payout status.
import type { Lead } from '@shared/leads/schemas';
import { LEAD_PAYOUT_LABELS, LEAD_STATUS_LABELS } from '@shared/leads/texts';
import { Badge } from '@web/components/ui/badge';

export function LeadStatusBadge({ lead }: { lead: Pick<Lead, 'status'> }) {
  return (
    <Badge color={lead.status === 'completed' ? 'green' : 'blue'}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
  );
}

export function LeadPayout({ lead }: { lead: Pick<Lead, 'status' | 'payoutStatus'> }) {
  if (lead.status !== 'completed')
    return <span className="text-sm text-muted-foreground">Na voltooiing</span>;
  return (
    <Badge color={lead.payoutStatus === 'paid' ? 'green' : 'yellow'}>
      {LEAD_PAYOUT_LABELS[lead.payoutStatus]}
    </Badge>
  );
}
