import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { TableEmpty } from '@web/components/ui/table';
import { errorText } from '@web/lib/api-client';

/** The loading row of a project table. */
export function LoadingRow({ colSpan }: { colSpan: number }) {
  return (
    <TableEmpty colSpan={colSpan}>
      <span className="inline-flex items-center gap-2" role="status">
        <Spinner className="text-primary" />
        Opdrachten laden...
      </span>
    </TableEmpty>
  );
}

/** The error row of a project table, with the server's text when it sent one and a retry. */
export function ErrorRow({
  colSpan,
  error,
  onRetry,
}: {
  colSpan: number;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <TableEmpty colSpan={colSpan}>
      <span role="alert" className="flex flex-col items-center gap-3 text-destructive">
        <span>
          <span className="font-medium">Fout bij laden van opdrachten.</span>{' '}
          {errorText(error, 'Controleer uw verbinding en probeer het opnieuw.')}
        </span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Opnieuw proberen
        </Button>
      </span>
    </TableEmpty>
  );
}
