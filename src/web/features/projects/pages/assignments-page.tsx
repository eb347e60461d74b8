import { UnderConstruction } from '@web/components/ui/under-construction';

export function AssignmentsPage() {
  return <UnderConstruction title="Opdrachten" intro="Een overzicht van uw opdrachten en hun status." />;
}
