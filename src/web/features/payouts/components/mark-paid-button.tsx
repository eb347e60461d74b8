import type { PayoutSummary } from '@shared/payouts/schemas';
import { PAYOUT_MESSAGES as T } from '@shared/payouts/texts';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { CheckCircle2 } from 'lucide-react';
import { useMovePayout } from '../api/move-payout';

/** 'Markeren als uitbetaald' behind the app's confirmation: a paid payout cannot go back. */
export function MarkPaidButton({ payout }: { payout: PayoutSummary }) {
  const move = useMovePayout(payout.id);
  const onConfirm = async (close: () => void) => {
    try {
      await move.mutateAsync({ status: 'paid' });
      toast({ title: T.statusChanged, variant: 'success' });
      close();
    } catch (err) {
      toast({ title: T.statusFailed, description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm">
          <CheckCircle2 aria-hidden />
          {T.markPaid}
        </Button>
      }
      title={T.markPaidConfirm(payout.professionalName, payout.amount)}
      description={T.markPaidDescription}
      confirmLabel={T.markPaid}
      pendingLabel={T.busy}
      pending={move.isPending}
      onConfirm={onConfirm}
    />
  );
}
