import { UnderConstruction } from '@web/components/ui/under-construction';

export function CreateProfessionalPage() {
  return (
    <UnderConstruction
      title="Professional aanmaken"
      intro="Een professional maakt voorlopig zelf een account aan via Registreren en vult daarna zijn profiel en bedrijfsgegevens in."
    />
  );
}
