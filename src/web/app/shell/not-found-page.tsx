import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-5xl font-bold text-primary">404</p>
        <h1 className="text-xl font-semibold">Pagina niet gevonden</h1>
        <p className="text-sm text-muted-foreground">De pagina die u zoekt bestaat niet of is verplaatst.</p>
        <Button asChild className="mt-2">
          <Link to="/dashboard">Naar het overzicht</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
