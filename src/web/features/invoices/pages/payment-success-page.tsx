// /payment/success/{invoiceId} (also ?invoice=). Public: signed out it shows the invoice id and
// that the status shows after signing in; signed in, the invoice number and the status the server reports (which
// asks the provider). Never 'paid' on the strength of the address alone. Always where to get help.
import type { AuthUser } from '@shared/auth/schemas';
import { formatDate } from '@shared/format';
import { INVOICE_STATUS_LABELS } from '@shared/invoices/status';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { isFinalPaymentStatus } from '@shared/payments/status';
import { Alert } from '@web/components/ui/alert';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { Button } from '@web/components/ui/button';
import { LegalFooter } from '@web/components/ui/legal-footer';
import { Spinner } from '@web/components/ui/spinner';
import { errorText, isNotFoundError } from '@web/lib/api-client';
import { CircleAlert, CircleCheck, Clock, LifeBuoy, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePaymentStatus } from '../api/get-payment-status';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoice from the path, else from ?invoice=. */
function useInvoiceId(): string {
  const { invoiceId } = useParams();
  const [params] = useSearchParams();
  return (invoiceId ?? params.get('invoice') ?? '').trim();
}

function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-2xl items-center px-4 py-4 sm:px-6">
          <BrandLogo to="/" tone="onLight" />
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <article className="grid grid-cols-1 gap-5 rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-10">
          {children}
        </article>
      </main>
      <LegalFooter />
    </div>
  );
}

/** Where to get help: the portal's contact page (the same one the legal footer links to). */
function Support() {
  return (
    <p className="flex items-start gap-2 border-t border-border pt-5 text-sm text-muted-foreground">
      <LifeBuoy className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        Vragen over uw betaling? Neem contact op met onze klantenservice via de{' '}
        <Link to="/contact-info" className="font-medium text-primary underline underline-offset-4">
          contactpagina
        </Link>{' '}
        en vermeld het factuurnummer.
      </span>
    </p>
  );
}

export function PaymentSuccessPage({ user }: { user: AuthUser | null }) {
  const invoiceId = useInvoiceId();
  const valid = UUID.test(invoiceId);
  return (
    <Layout>
      <h1 className="text-2xl font-semibold tracking-tight">Betaling</h1>
      {!valid ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <p>Deze link bevat geen geldig factuurnummer.</p>
        </Alert>
      ) : user ? (
        <SignedInStatus invoiceId={invoiceId} />
      ) : (
        <>
          <dl className="grid gap-1 text-sm">
            <dt className="text-muted-foreground">Factuur</dt>
            <dd className="font-mono break-all">{invoiceId}</dd>
          </dl>
          <p>De status van uw betaling ziet u nadat u bent ingelogd.</p>
          <Button asChild className="justify-self-start">
            <Link to="/">
              <LogIn aria-hidden />
              Inloggen
            </Link>
          </Button>
        </>
      )}
      {user ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard">Naar het overzicht</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/opdrachten">Naar mijn opdrachten</Link>
          </Button>
        </div>
      ) : null}
      <Support />
    </Layout>
  );
}

function SignedInStatus({ invoiceId }: { invoiceId: string }) {
  const status = usePaymentStatus(invoiceId);
  if (status.data === undefined) {
    if (status.isError) {
      return (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <p>
            {isNotFoundError(status.error)
              ? 'Deze factuur is niet gevonden of hoort niet bij uw account.'
              : errorText(
                  status.error,
                  'De status van de betaling kon niet worden opgehaald. Probeer het opnieuw.',
                )}
          </p>
        </Alert>
      );
    }
    return (
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner className="text-primary" /> Betaalstatus ophalen...
      </p>
    );
  }
  const data = status.data;
  const ended = data.payment !== null && isFinalPaymentStatus(data.payment.status);
  return (
    <div className="grid gap-4" role="status" aria-live="polite">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Factuur</dt>
        <dd className="font-mono font-medium">{data.invoiceNumber}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="font-medium">
          {data.paid && data.paidAt
            ? `${INVOICE_STATUS_LABELS.paid} op ${formatDate(data.paidAt)}`
            : INVOICE_STATUS_LABELS[data.invoiceStatus]}
        </dd>
      </dl>
      {data.paid ? (
        <Alert variant="success">
          <CircleCheck aria-hidden />
          <p className="font-medium">{INVOICE_MESSAGES.paymentSucceeded} Hartelijk dank voor uw betaling.</p>
        </Alert>
      ) : ended ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <div>
            <p className="font-medium">{INVOICE_MESSAGES.paymentFailedTitle}</p>
            <p>{INVOICE_MESSAGES.paymentNotCompleted}</p>
          </div>
        </Alert>
      ) : data.payment ? (
        <Alert variant="info">
          <Clock aria-hidden />
          <p>{INVOICE_MESSAGES.paymentProcessing}</p>
        </Alert>
      ) : (
        <Alert>
          <Clock aria-hidden />
          <p>Voor deze factuur is nog geen betaling gestart.</p>
        </Alert>
      )}
    </div>
  );
}
