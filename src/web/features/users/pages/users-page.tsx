import { UnderConstruction } from '@web/components/ui/under-construction';

export function UsersPage() {
  return (
    <UnderConstruction
      title="Gebruikers"
      intro="Beheer van alle particulieren, professionals en beheerders."
    />
  );
}
