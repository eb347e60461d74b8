import { STEP_STATUS_LABELS } from '@shared/workflows';
import type { StepStatus } from '@shared/workflows/schemas';
import { Badge, type BadgeColor } from '@web/components/ui/badge';

const STEP_STATUS_COLORS: Record<StepStatus, BadgeColor> = {
  completed: 'green',
  active: 'blue',
  pending: 'neutral',
};

/** A step's status with the one set of labels the app uses ('Nog niet gestart', 'Actief', 'Voltooid'). */
export function StepStatusBadge({ status }: { status: StepStatus }) {
  return <Badge color={STEP_STATUS_COLORS[status]}>{STEP_STATUS_LABELS[status]}</Badge>;
}
