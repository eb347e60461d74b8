import { ROLE_LABELS, type Role } from '@shared/users/roles';
import { Badge, type BadgeColor } from '@web/components/ui/badge';

const ROLE_COLORS: Record<Role, BadgeColor> = { admin: 'red', professional: 'blue', consumer: 'green' };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</Badge>;
}
