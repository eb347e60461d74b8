import { UnderConstruction } from '@web/components/ui/under-construction';

/** /professional/leadvergoeding: lead fees are not built; the page says so instead of promising them. */
export function LeadFeePage() {
  return (
    <UnderConstruction title="Leadvergoeding">
      <p>
        Leads aanmelden en leadvergoedingen bekijken kan nog niet in het portaal. Via het portaal worden
        daarom ook geen leadvergoedingen toegekend of uitbetaald.
      </p>
      <p className="text-muted-foreground">
        De overige onderdelen van het portaal, zoals uw opdrachten en facturen, kunt u gewoon gebruiken.
      </p>
    </UnderConstruction>
  );
}
