// The invoice widget of the project page, the one invoice panel of every project type (the workflow's invoice step
// points here): the project's invoice with its lines, totals, status and PDF; while it is a draft ('Concept', seen
// only by who works on the project) its preview, its extra costs and 'Versturen'; the consumer's pay button; the
// professional's e-mail panel; an admin's credit note and 'Betaald per overschrijving'; and, while there is no
// invoice, the empty state and (for who makes invoices) the generator.
import type { AuthUser } from '@shared/auth/schemas';
import { formatDate } from '@shared/format';
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { canCreditInvoice, TRANSFER_PAYMENT_METHOD } from '@shared/invoices/status';
import { createInStepText, INVOICE_MESSAGES } from '@shared/invoices/texts';
import { PAYMENT_METHOD_LABELS, type PaymentMethodName } from '@shared/payments/status';
import { isAssignedProfessional } from '@shared/projects/access';
import type { ProjectDetail } from '@shared/projects/schemas';
import { invoiceStepOf } from '@shared/workflows';
import { Alert, LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/api-client';
import { Download, ExternalLink, FileMinus2, Info, ReceiptEuro } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { invoiceDownloadUrl, invoicePdfUrl } from '../api/download-invoice';
import { useProjectInvoice } from '../api/get-project-invoice';
import { cannotInvoiceReason, mayInvoice } from '../lib/roles';
import { CreditNoteDialog } from './credit-note-dialog';
import { DraftInvoicePanel } from './draft-invoice-panel';
import { InvoiceEmailPanel } from './invoice-email-panel';
import { InvoiceGenerator } from './invoice-generator';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PaidByTransferDialog } from './paid-by-transfer-dialog';
import { PayButton } from './pay-button';

/** The anchor of the widget: /project/{id}#invoice (the appraisal step's 'Factuur aanmaken' goes there). */
export const INVOICE_ANCHOR = 'invoice';

/** The card of the widget, in the look of the project page's other cards, as a named region with its anchor. */
function InvoiceCard({
  children,
  description,
  headingRef,
}: {
  children: ReactNode;
  description?: ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  return (
    <section id={INVOICE_ANCHOR} aria-labelledby={id} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle
            id={id}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 focus:outline-none [&>svg]:size-5 [&>svg]:text-primary"
          >
            <ReceiptEuro aria-hidden />
            Factuur
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}

function InvoiceSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3" role="status" aria-busy="true">
      <span className="sr-only">Factuur laden</span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-4 w-64 max-w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="ml-auto h-16 w-full max-w-sm" />
    </div>
  );
}

/** Opening /project/{id}#invoice (a link, the appraisal step) brings the widget into view once it is on screen. */
function useScrollToAnchor(ready: boolean, headingRef: React.RefObject<HTMLHeadingElement | null>) {
  const location = useLocation();
  const hash = location.hash;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation to the same hash scrolls again
  useEffect(() => {
    if (!ready || hash !== `#${INVOICE_ANCHOR}`) return;
    const heading = headingRef.current;
    document.getElementById(INVOICE_ANCHOR)?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [ready, hash, location.key, headingRef]);
}

export function InvoiceSection({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  const query = useProjectInvoice(project.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useScrollToAnchor(query.data !== undefined || query.isError, headingRef);

  if (query.data === undefined) {
    return (
      <InvoiceCard headingRef={headingRef}>
        {query.isError ? (
          <LoadErrorAlert onRetry={() => void query.refetch()}>
            <span className="font-medium">De factuur kon niet worden geladen.</span>{' '}
            {errorText(query.error, 'Controleer uw verbinding en probeer het opnieuw.')}
          </LoadErrorAlert>
        ) : (
          <InvoiceSkeleton />
        )}
      </InvoiceCard>
    );
  }

  const invoice = query.data;
  const editor = mayInvoice(user, project);
  const blocked = cannotInvoiceReason(project);
  const step = invoiceStepOf(project.type);
  // The generator stands where there is no live invoice: none yet, or the last one cancelled by a credit note. It
  // stands here only, also for the buyer's and seller's agents, whose invoice step points here: one panel.
  const needsInvoice = editor && blocked === null && (invoice === null || invoice.creditedBy !== null);
  const generator = needsInvoice ? (
    <InvoiceGenerator project={project} linkToCompanyDetails={user.role === 'professional'} />
  ) : null;

  if (invoice === null) {
    return (
      <InvoiceCard headingRef={headingRef}>
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-6 text-center">
          <ReceiptEuro className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm font-medium">{INVOICE_MESSAGES.noInvoice}</p>
          {user.role === 'consumer' && step ? (
            <p className="text-sm text-muted-foreground">{createInStepText(step.stepNumber)}</p>
          ) : null}
          {editor && blocked ? (
            <p className="text-sm text-muted-foreground">
              {blocked === 'cancelled' ? INVOICE_MESSAGES.projectCancelled : INVOICE_MESSAGES.noProfessional}
            </p>
          ) : null}
        </div>
        {generator}
      </InvoiceCard>
    );
  }

  return (
    <InvoiceCard headingRef={headingRef} description={`Opdracht ${invoice.projectId}`}>
      <InvoiceDetails invoice={invoice} user={user} project={project} />
      {generator ? (
        <div className="grid grid-cols-1 gap-3 border-t border-border pt-5">
          <h3 className="text-base font-semibold">Nieuwe factuur maken</h3>
          <p className="text-sm text-muted-foreground">
            De vorige factuur is gecrediteerd. Maak een nieuwe factuur voor deze opdracht.
          </p>
          {generator}
        </div>
      ) : null}
    </InvoiceCard>
  );
}

function InvoiceDetails({
  invoice,
  user,
  project,
}: {
  invoice: InvoiceRecord;
  user: AuthUser;
  project: ProjectDetail;
}) {
  const projectProfessionalId = project.professionalId;
  const number = invoice.invoiceNumber;
  const credited = invoice.creditedBy;
  const method = !invoice.paymentMethod
    ? null
    : invoice.paymentMethod === TRANSFER_PAYMENT_METHOD
      ? INVOICE_MESSAGES.transferMethod
      : (PAYMENT_METHOD_LABELS[invoice.paymentMethod as PaymentMethodName] ?? invoice.paymentMethod);
  // Only the professional sees the e-mail panel (the one who sends the invoice).
  const isProfessional = isAssignedProfessional(user, { professionalId: projectProfessionalId });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold">
          {number === null ? (
            'Conceptfactuur'
          ) : (
            <>
              Factuur <span className="font-mono">{number}</span>
            </>
          )}
        </h3>
        <InvoiceStatusBadge invoice={invoice} />
      </div>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Factuurdatum</dt>
          <dd className="font-medium tabular-nums">{formatDate(invoice.invoiceDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Vervaldatum</dt>
          <dd className="font-medium tabular-nums">{formatDate(invoice.dueDate)}</dd>
        </div>
        {invoice.paidAt ? (
          <div>
            <dt className="text-muted-foreground">Betaald op</dt>
            <dd className="font-medium tabular-nums">{formatDate(invoice.paidAt)}</dd>
          </div>
        ) : null}
        {method ? (
          <div>
            <dt className="text-muted-foreground">Betaalmethode</dt>
            <dd className="font-medium">{method}</dd>
          </div>
        ) : null}
      </dl>

      {credited ? (
        <Alert>
          <FileMinus2 aria-hidden />
          <div className="grid gap-1">
            <p className="font-medium">
              {INVOICE_MESSAGES.credited}: deze factuur is geannuleerd met creditnota{' '}
              <span className="font-mono">{credited.invoiceNumber}</span>.
            </p>
            <a
              href={invoiceDownloadUrl(credited.id)}
              download
              className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4"
            >
              <Download className="size-4" aria-hidden />
              Creditnota {credited.invoiceNumber} downloaden (PDF)
            </a>
          </div>
        </Alert>
      ) : null}

      <InvoiceLines
        caption={number === null ? 'Regels van de conceptfactuur' : `Regels van factuur ${number}`}
        groups={[
          { title: 'Tarieven', lines: invoice.feeLines },
          { title: 'Extra kosten', lines: invoice.additionalCosts },
        ]}
        totals={{
          byRate: invoice.btwByRate,
          subtotalExBtw: invoice.subtotalExBtw,
          totalBtw: invoice.totalBtw,
          totalAmount: invoice.totalAmount,
        }}
      />

      {number === null ? (
        <DraftInvoicePanel
          invoice={invoice}
          project={project}
          linkToCompanyDetails={user.role === 'professional'}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {user.role === 'consumer' && invoice.payable ? (
            <PayButton invoiceId={invoice.id} amount={invoice.totalAmount} />
          ) : null}
          <Button asChild variant="outline">
            <a href={invoiceDownloadUrl(invoice.id)} download>
              <Download aria-hidden />
              PDF downloaden
            </a>
          </Button>
          <Button asChild variant="ghost">
            <a href={invoicePdfUrl(invoice.id)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              PDF bekijken
              <span className="sr-only"> (opent in een nieuw tabblad)</span>
            </a>
          </Button>
          {user.role === 'admin' && invoice.payable ? (
            <PaidByTransferDialog invoiceId={invoice.id} invoiceNumber={number} />
          ) : null}
          {user.role === 'admin' &&
          canCreditInvoice({
            status: invoice.status,
            isCreditNote: invoice.kind === 'credit_note',
            credited: credited !== null,
          }) ? (
            <CreditNoteDialog invoiceId={invoice.id} invoiceNumber={number} />
          ) : null}
        </div>
      )}

      {user.role === 'consumer' && invoice.status === 'pending_payment' ? (
        <Alert variant="info">
          <Info aria-hidden />
          <p>
            Er is een betaling gestart. Is die niet afgerond? Dan kunt u opnieuw betalen; de status wordt
            vanzelf bijgewerkt.
          </p>
        </Alert>
      ) : null}

      {isProfessional && number !== null ? <InvoiceEmailPanel invoice={invoice} /> : null}
    </>
  );
}
