import { PROJECT_STATUS_COLORS, PROJECT_STATUS_LABELS, type ProjectStatus } from '@shared/projects/status';
import { Badge, type BadgeColor } from '@web/components/ui/badge';

const BADGE_COLORS: readonly string[] = ['neutral', 'yellow', 'blue', 'orange', 'green', 'red'];

/** The status in Dutch, coloured by the project's statusColor (or the status model's colour). */
export function ProjectStatusBadge({ status, statusColor }: { status: ProjectStatus; statusColor?: string }) {
  const color =
    statusColor && BADGE_COLORS.includes(statusColor) ? statusColor : PROJECT_STATUS_COLORS[status];
  return <Badge color={color as BadgeColor}>{PROJECT_STATUS_LABELS[status] ?? status}</Badge>;
}
