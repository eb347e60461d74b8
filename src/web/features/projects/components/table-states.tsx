import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/api-client';

/** What a project list says while it loads. */
export function LoadingState() {
  return (
    <span className="inline-flex items-center gap-2" role="status">
      <Spinner className="text-primary" />
      Opdrachten laden...
    </span>
  );
}

/** What a project list says when it could not load, with the server's text when it sent one and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <span role="alert" className="flex flex-col items-center gap-3 text-destructive">
      <span>
        <span className="font-medium">Fout bij laden van opdrachten.</span>{' '}
        {errorText(error, 'Controleer uw verbinding en probeer het opnieuw.')}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Opnieuw proberen
      </Button>
    </span>
  );
}
