import { ManualPage } from '@web/features/manual/pages/manual-page';
import { useCurrentUser } from '../current-user';

/** /handleiding for the current role. */
export function ManualRoute() {
  return <ManualPage role={useCurrentUser().role} />;
}
