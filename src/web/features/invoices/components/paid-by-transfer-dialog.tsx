// 'Betaald per overschrijving' (admin; decision 0030): the invoice's amount reached the platform's collecting
// account by transfer. Recording it cannot be undone, so the shared confirmation asks first.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Landmark } from 'lucide-react';
import { useMarkPaidByTransfer } from '../api/mark-paid-by-transfer';

export function PaidByTransferDialog({
  invoiceId,
  invoiceNumber,
}: {
  invoiceId: string;
  invoiceNumber: string;
}) {
  const mark = useMarkPaidByTransfer();
  const onConfirm = async (close: () => void) => {
    try {
      await mark.mutateAsync(invoiceId);
      toast({
        title: INVOICE_MESSAGES.paidByTransferDone,
        description: `Factuur ${invoiceNumber}`,
        variant: 'success',
      });
      close();
    } catch (err) {
      toast({
        title: 'Boeken mislukt',
        description: errorText(err, 'De betaling kon niet worden geboekt. Probeer het opnieuw.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Landmark aria-hidden />
          {INVOICE_MESSAGES.paidByTransfer}
        </Button>
      }
      title={INVOICE_MESSAGES.paidByTransferConfirmTitle}
      description={INVOICE_MESSAGES.paidByTransferConfirm(invoiceNumber)}
      confirmLabel={INVOICE_MESSAGES.paidByTransfer}
      pendingLabel="Betaling wordt geboekt..."
      pending={mark.isPending}
      onConfirm={onConfirm}
    />
  );
}
