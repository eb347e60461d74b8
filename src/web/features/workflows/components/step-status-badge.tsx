import type { StepStatus } from '@shared/workflows/schemas';
import { Badge, type BadgeColor } from '@web/components/ui/badge';

const STEP_STATUS: Record<StepStatus, { label: string; color: BadgeColor }> = {
  completed: { label: 'Voltooid', color: 'green' },
  active: { label: 'Actief', color: 'blue' },
  pending: { label: 'Open', color: 'neutral' },
};

export function StepStatusBadge({ status }: { status: StepStatus }) {
  const s = STEP_STATUS[status];
  return <Badge color={s.color}>{s.label}</Badge>;
}
