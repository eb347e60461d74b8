import { UnderConstruction } from '@web/components/ui/under-construction';

export function ProfilePage() {
  return <UnderConstruction title="Profiel" intro="Uw persoonlijke gegevens en contactinformatie." />;
}
