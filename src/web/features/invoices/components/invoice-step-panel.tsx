// The invoice step of a workflow (docs/decisions/0016), as the workflows feature shows it through
// the app layer: 'generator' makes the invoice in the step, 'panel' sends the professional to the page's invoice
// widget, 'automatic' makes it when the step completes. Completing the step stays the workflows feature's work:
// this component asks for it through `onComplete`, and says through `onInvoiceCreated` that the invoice exists.
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
import { useState } from 'react';
import { Link } from 'react-router';
import type { CreatedInvoice } from '../api/create-invoice';
import { useProjectInvoice } from '../api/get-project-invoice';
import { COMPANY_DETAILS_HREF, type InvoiceRefusal, invoiceRefusalOf } from '../lib/invoice-errors';
import { cannotInvoiceReason, mayInvoice } from '../lib/roles';
import { InvoiceGenerator } from './invoice-generator';
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
  /** The generator made the invoice: the workflow completes the step when it may. */
  onInvoiceCreated: (created: CreatedInvoice) => void;
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

  const invoice = query.data;
  const live = invoice !== null && invoice.creditedBy === null ? invoice : null;

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

  if (mode === 'panel') {
    return (
      <div className="grid grid-cols-1 gap-4">
        {emptyState(INVOICE_MESSAGES.noInvoice)}
        <Button asChild className="justify-self-start">
          <a href={`#${INVOICE_ANCHOR}`}>
            <ReceiptEuro aria-hidden />
            {INVOICE_MESSAGES.createInvoice}
          </a>
        </Button>
      </div>
    );
  }

  // The generator, in the step (a completed step whose invoice was credited can be invoiced anew here too).
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
      <InvoiceGenerator
        project={project}
        linkToCompanyDetails={user.role === 'professional'}
        onCreated={stepStatus === 'active' ? onInvoiceCreated : undefined}
      />
    </div>
  );
}
