import { UnderConstruction } from '@web/components/ui/under-construction';

export function RevenuePage() {
  return <UnderConstruction title="Omzet" intro="Omzet per maand en uitbetalingen aan professionals." />;
}
