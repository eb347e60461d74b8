import { UnderConstruction } from '@web/components/ui/under-construction';

export function CreateProfessionalPage() {
  return (
    <UnderConstruction
      title="Professional aanmaken"
      intro="Maak een account aan voor een nieuwe professional."
    />
  );
}
