import { createCreditNoteBody } from '@shared/invoices/schemas';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { ReasonField } from '@web/components/ui/reason-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { FileMinus2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useCreateCreditNote } from '../api/create-credit-note';

/**
 * 'Creditnota maken' (admin; docs/decisions/0016): cancels the invoice in full with a credit note of its own number,
 * mailed to the consumer. It cannot be undone, so the shared confirmation asks first, with the reason the note prints
 * (required, the shared schema's rule).
 */
export function CreditNoteDialog({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string }) {
  const id = useId();
  const credit = useCreateCreditNote();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const onConfirm = async (close: () => void) => {
    const parsed = createCreditNoteBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Geef de reden op');
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      const note = await credit.mutateAsync({ invoiceId, reason: parsed.data.reason });
      toast({
        title: INVOICE_MESSAGES.creditNoteCreated,
        description: `Creditnota ${note.invoiceNumber} voor factuur ${invoiceNumber}`,
        variant: 'success',
      });
      setReason('');
      close();
    } catch (err) {
      toast({
        title: 'Creditnota maken mislukt',
        description: errorText(err, 'De creditnota kon niet worden gemaakt. Probeer het opnieuw.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <FileMinus2 aria-hidden />
          Creditnota maken
        </Button>
      }
      title={`Factuur ${invoiceNumber} crediteren?`}
      description={
        <>
          <span className="block">
            Er wordt een creditnota gemaakt die deze factuur volledig ongedaan maakt en die per e-mail naar de
            klant gaat. Dit kan niet ongedaan worden gemaakt. Daarna kan er een nieuwe factuur worden gemaakt.
          </span>
          <ReasonField
            ref={field}
            id={`${id}-reason`}
            label="Reden (staat op de creditnota)"
            maxLength={300}
            value={reason}
            onChange={setReason}
            error={error}
          />
        </>
      }
      confirmLabel="Creditnota maken"
      pendingLabel="Creditnota wordt gemaakt..."
      pending={credit.isPending}
      onConfirm={onConfirm}
    />
  );
}
