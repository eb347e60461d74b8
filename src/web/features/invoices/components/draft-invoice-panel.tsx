// The draft ('Concept') as who works on the project sees it (docs/decisions/0032): the consumer does not see it yet.
// 'Voorbeeld bekijken' opens its PDF marked CONCEPT, rendered now; 'Extra kosten wijzigen' edits its extra cost
// lines; 'Versturen' asks first, since sending numbers it, mails it and fixes it (a sent invoice is corrected only
// by a credit note).
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import type { ProjectType } from '@shared/projects/types';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText, hasErrorCode, isNetworkError } from '@web/lib/api-client';
import { ExternalLink, Info, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { invoicePreviewUrl } from '../api/download-invoice';
import { useSendInvoice } from '../api/send-invoice';
import { invoiceRefusalOf } from '../lib/invoice-errors';
import { InvoiceGenerator } from './invoice-generator';

export function DraftInvoicePanel({
  invoice,
  project,
  linkToCompanyDetails,
}: {
  invoice: InvoiceRecord;
  project: { id: string; type: ProjectType };
  linkToCompanyDetails: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const send = useSendInvoice();

  const onSend = async (close: () => void) => {
    try {
      const sent = await send.mutateAsync(invoice.id);
      toast({ title: INVOICE_MESSAGES.sentWithNumber(sent.invoiceNumber), variant: 'success' });
      close();
    } catch (err) {
      toast({
        title: INVOICE_MESSAGES.sendFailedTitle,
        description: isNetworkError(err)
          ? INVOICE_MESSAGES.sendNetworkFailed
          : errorText(err, INVOICE_MESSAGES.sendFailed),
        variant: 'destructive',
      });
      // Sent meanwhile (another tab): the widget shows the sent invoice.
      if (hasErrorCode(err, 'INVOICE_NOT_DRAFT')) close();
      if (invoiceRefusalOf(err)) close();
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <Alert variant="info">
        <Info aria-hidden />
        <p>{INVOICE_MESSAGES.draftNotice}</p>
      </Alert>
      {editing ? (
        <InvoiceGenerator
          project={project}
          linkToCompanyDetails={linkToCompanyDetails}
          draft={{ id: invoice.id, additionalCosts: invoice.additionalCosts }}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild variant="outline">
            <a href={invoicePreviewUrl(invoice.id)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              {INVOICE_MESSAGES.preview}
              <span className="sr-only"> (PDF, opent in een nieuw tabblad)</span>
            </a>
          </Button>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {INVOICE_MESSAGES.editCosts}
          </Button>
          <ConfirmDialog
            trigger={
              <Button>
                <Send aria-hidden />
                {INVOICE_MESSAGES.send}
              </Button>
            }
            title={INVOICE_MESSAGES.sendConfirmTitle}
            description={INVOICE_MESSAGES.sendConfirm}
            confirmLabel={INVOICE_MESSAGES.send}
            pendingLabel="Factuur wordt verstuurd..."
            pending={send.isPending}
            onConfirm={onSend}
          />
        </div>
      )}
    </div>
  );
}
