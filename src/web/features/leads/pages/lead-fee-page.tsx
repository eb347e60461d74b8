import { UnderConstruction } from '@web/components/ui/under-construction';

export function LeadFeePage() {
  return (
    <UnderConstruction
      title="Leadvergoeding"
      intro="Uw aangemelde leads en de vergoedingen die daarbij horen."
    />
  );
}
