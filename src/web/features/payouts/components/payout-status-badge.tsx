import { PAYOUT_STATEMENT_STATUS_LABELS, type PayoutStatementStatus } from '@shared/payouts/status';
import { Badge, type BadgeColor } from '@web/components/ui/badge';

const COLORS: Record<PayoutStatementStatus, BadgeColor> = { created: 'yellow', sent: 'blue', paid: 'green' };

export function PayoutStatusBadge({ status }: { status: PayoutStatementStatus }) {
  return <Badge color={COLORS[status]}>{PAYOUT_STATEMENT_STATUS_LABELS[status]}</Badge>;
}
