import { UnderConstruction } from '@web/components/ui/under-construction';

export function NewRequestPage() {
  return (
    <UnderConstruction
      title="Nieuwe opdracht"
      intro="Kies een professional: aankoopmakelaar, verkoopmakelaar, hypotheekadviseur, taxatie, bouwkundige keuring, verduurzaming of energielabel."
    />
  );
}
