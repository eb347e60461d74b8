import { UnderConstruction } from '@web/components/ui/under-construction';

export function ManualPage() {
  return (
    <UnderConstruction
      title="Handleiding"
      intro="Uitleg over het gebruik van het Woonportaal, stap voor stap."
    />
  );
}
