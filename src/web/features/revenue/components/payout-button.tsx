import type { ProfessionalRevenue } from '@shared/revenue/schemas';
import { REVENUE_MESSAGES } from '@shared/revenue/texts';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Banknote } from 'lucide-react';
import { useMarkPayout } from '../api/mark-payout';

/**
 * 'Uitbetaling verwerken' behind the spec's confirmation: it pays what is open of the month, the amount the admin
 * was shown (the server refuses any other).
 */
export function PayoutButton({
  row,
  year,
  month,
}: {
  row: ProfessionalRevenue;
  year: number;
  month: number;
}) {
  const mark = useMarkPayout();
  const onConfirm = async (close: () => void) => {
    try {
      await mark.mutateAsync({
        professional_id: row.professionalId,
        year,
        month,
        amount: row.openAmount,
      });
      toast({ title: REVENUE_MESSAGES.payoutDone, variant: 'success' });
      close();
    } catch (err) {
      toast({
        title: REVENUE_MESSAGES.payoutFailed,
        description: errorText(err, 'Probeer het opnieuw.'),
        variant: 'destructive',
      });
      close();
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" aria-label={`Uitbetaling verwerken voor ${row.professionalName}`}>
          <Banknote aria-hidden />
          Uitbetalen
        </Button>
      }
      title={REVENUE_MESSAGES.payoutConfirm(row.professionalName, row.openAmount)}
      description="De uitbetaling wordt vastgelegd en de professional krijgt er bericht van. Dit kan niet ongedaan worden gemaakt."
      confirmLabel="Markeer als verwerkt"
      pendingLabel="Bezig..."
      pending={mark.isPending}
      onConfirm={onConfirm}
    />
  );
}
