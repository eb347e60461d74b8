import { displayName } from '@shared/users/display-name';
import { useProfessionals } from '@web/features/projects/api/get-professionals';
import { RevenuePage } from '@web/features/revenue/pages/revenue-page';

/** /admin/revenue: the professional filter's choices are the directory's (every professional, any specialization). */
export function RevenueRoute() {
  const professionals = useProfessionals('');
  return <RevenuePage professionals={professionals.data?.map((p) => ({ id: p.id, name: displayName(p) }))} />;
}
