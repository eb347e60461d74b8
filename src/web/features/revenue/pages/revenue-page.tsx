import { UnderConstruction } from '@web/components/ui/under-construction';
import { Link } from 'react-router';

/** /admin/revenue: the revenue overview and payouts are not built; the page says so instead of promising them. */
export function RevenuePage() {
  return (
    <UnderConstruction title="Omzet">
      <p>
        Het omzetoverzicht per maand en het verwerken van uitbetalingen aan professionals zijn nog niet
        beschikbaar in het portaal. Via het portaal worden dus ook geen uitbetalingen gedaan of vastgelegd.
      </p>
      <p className="text-muted-foreground">
        De omzet uit betaalde facturen per professional ziet u wel bij die professional onder{' '}
        <Link
          to="/gebruikers"
          className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
        >
          Gebruikers
        </Link>
        .
      </p>
    </UnderConstruction>
  );
}
