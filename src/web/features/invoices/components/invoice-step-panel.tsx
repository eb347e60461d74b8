// The invoice step of a workflow (docs/decisions/0016, 0032), as the workflows feature shows it through the app
// layer. The page has one invoice panel, the invoice widget: 'generator' and 'panel' steps send the professional
// there (to make the draft, preview it and send it); 'automatic' makes and sends it when the step completes. The step
// counts an invoice once it is sent, not while a draft. Completing the step stays the workflows feature's work: this
// component asks for it through `onComplete`, and says through `onInvoiceCreated` that the invoice was sent while a
// 'generator' step was open, so that step completes with it.
import type { AuthUser } from '@shared/auth/schemas';
import { formatCents, formatDate } from '@shared/format';
import { createInStepText, INVOICE_MESSAGES } from '@shared/invoices/texts';
import type { ProjectDetail } from '@shared/projects/schemas';
import type { InvoiceStepMode } from '@shared/workflows';
import { Alert, LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/api-client';
import { ArrowDown, CircleAlert, Info, ReceiptEuro } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useProjectInvoice } from '../api/get-project-invoice';
import { COMPANY_DETAILS_HREF, type InvoiceRefusal, invoiceRefusalOf } from '../lib/invoice-errors';
import { cannotInvoiceReason, mayInvoice } from '../lib/roles';
import { INVOICE_ANCHOR } from './invoice-section';
import { InvoiceStatusBadge } from './invoice-status-badge';

export interface InvoiceStepPanelProps {
  project: ProjectDetail;
  user: AuthUser;
  mode: InvoiceStepMode;
  stepNumber: number;
  stepStatus: 'pending' | 'active' | 'completed';
  /** The step's description (an automatic step says the invoice is made with the fixed fee). */
  description: string;
  /** The step is active and this user may complete it now. */
  mayComplete: boolean;
  completing: boolean;
  /** Completes the step; rejects (after the workflow's own error toast) when the server refuses. */
  onComplete: () => Promise<unknown>;
  /** The invoice was sent while the step was open: the workflow completes the step when it may. */
  onInvoiceCreated: (sent: { invoiceNumber: string }) => void;
}

export function InvoiceStepPanel({
  project,
  user,
  mode,
  stepNumber,
  stepStatus,
  description,
  mayComplete,
  completing,
  onComplete,
  onInvoiceCreated,
}: InvoiceStepPanelProps) {
  const query = useProjectInvoice(project.id);
  const [completeError, setCompleteError] = useState<InvoiceRefusal | null>(null);
  const editor = mayInvoice(user, project);
  // Where the step was the invoice's own ('generator': the buyer's and seller's agents), a draft seen here that is
  // then sent (in the invoice panel) completes the open step, as making it in the step did before.
  const sawDraft = useRef(false);
  useEffect(() => {
    const data = query.data;
    if (!data || data.creditedBy !== null) return;
    if (data.invoiceNumber === null) sawDraft.current = true;
    else if (sawDraft.current && stepStatus === 'active' && mode === 'generator') {
      sawDraft.current = false;
      onInvoiceCreated({ invoiceNumber: data.invoiceNumber });
    }
  }, [query.data, stepStatus, mode, onInvoiceCreated]);

  if (query.data === undefined) {
    return query.isError ? (
      <LoadErrorAlert onRetry={() => void query.refetch()}>
        <span className="font-medium">De factuur kon niet worden geladen.</span>{' '}
        {errorText(query.error, 'Controleer uw verbinding en probeer het opnieuw.')}
      </LoadErrorAlert>
    ) : (
      <div className="grid gap-2" role="status" aria-busy="true">
        <span className="sr-only">Factuur laden</span>
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }

  const invoice = query.data ?? null;
  const current = invoice !== null && invoice.creditedBy === null ? invoice : null;
  const live = current && current.invoiceNumber !== null ? current : null;
  const draft = current && current.invoiceNumber === null ? current : null;

  const complete = () => {
    setCompleteError(null);
    onComplete().catch((err: unknown) => {
      // The automatic step makes the invoice: without company details or the client's address the server names
      // what is missing.
      const refusal = invoiceRefusalOf(err);
      if (refusal) setCompleteError(refusal);
    });
  };
  const completeButton =
    mayComplete && (live || mode === 'automatic') ? (
      <Button className="justify-self-start" onClick={complete} disabled={completing}>
        {completing ? <Spinner /> : null}
        Stap voltooien
      </Button>
    ) : null;
  const companyAlert = completeError ? (
    <Alert variant="destructive">
      <CircleAlert aria-hidden />
      <div className="grid gap-2">
        <p>{completeError.text}</p>
        {user.role === 'professional' && completeError.companyDetails ? (
          <Link to={COMPANY_DETAILS_HREF} className="font-medium underline underline-offset-4">
            Bedrijfsgegevens aanvullen
          </Link>
        ) : null}
      </div>
    </Alert>
  ) : null;

  if (live) {
    return (
      <div className="grid grid-cols-1 gap-4">
        <div className="grid gap-2 rounded-lg border border-border bg-surface p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              Factuur <span className="font-mono">{live.invoiceNumber}</span>
            </p>
            <InvoiceStatusBadge invoice={live} />
          </div>
          <p className="text-muted-foreground">
            {formatDate(live.invoiceDate)} · totaal {formatCents(live.totalAmount)} incl. BTW
          </p>
          <a
            href={`#${INVOICE_ANCHOR}`}
            className="inline-flex items-center gap-1.5 justify-self-start font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowDown className="size-4" aria-hidden />
            Factuur bekijken
          </a>
        </div>
        {completeButton}
      </div>
    );
  }

  // No live invoice yet.
  const blocked = cannotInvoiceReason(project);
  const emptyState = (text: string) => (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-6 text-center">
      <ReceiptEuro className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );

  if (!editor || blocked) {
    // Consumers (and anyone else) see where things stand, read-only.
    return emptyState(
      blocked === 'cancelled'
        ? INVOICE_MESSAGES.projectCancelled
        : user.role === 'consumer'
          ? createInStepText(stepNumber)
          : INVOICE_MESSAGES.noInvoice,
    );
  }

  if (mode === 'automatic') {
    return (
      <div className="grid grid-cols-1 gap-4">
        {emptyState(
          mayComplete
            ? `${description}. Met 'Stap voltooien' wordt de factuur gemaakt en naar de klant gemaild.`
            : INVOICE_MESSAGES.noInvoice,
        )}
        {companyAlert}
        {completeButton}
      </div>
    );
  }

  // The invoice is made, previewed and sent in the page's invoice panel (a credited one is made anew there too).
  return (
    <div className="grid grid-cols-1 gap-4">
      {invoice?.creditedBy ? (
        <Alert>
          <Info aria-hidden />
          <p>
            Factuur {invoice.invoiceNumber} is gecrediteerd met creditnota {invoice.creditedBy.invoiceNumber}.
            Maak een nieuwe factuur.
          </p>
        </Alert>
      ) : null}
      {emptyState(draft ? INVOICE_MESSAGES.draftNotice : INVOICE_MESSAGES.noInvoice)}
      <Button asChild className="justify-self-start">
        <a href={`#${INVOICE_ANCHOR}`}>
          <ReceiptEuro aria-hidden />
          {draft ? 'Naar de conceptfactuur' : INVOICE_MESSAGES.createInvoice}
        </a>
      </Button>
    </div>
  );
}
