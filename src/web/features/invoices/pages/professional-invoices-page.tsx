import { UnderConstruction } from '@web/components/ui/under-construction';

export function ProfessionalInvoicesPage() {
  return <UnderConstruction title="Facturen" intro="De facturen van uw opdrachten en hun betaalstatus." />;
}
