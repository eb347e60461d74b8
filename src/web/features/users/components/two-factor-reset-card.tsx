import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { ShieldOff } from 'lucide-react';
import { useId } from 'react';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * The admin user page's 'Tweestapsverificatie': on or off, and for someone who lost both phone and recovery codes
 * a reset behind a confirmation (decision 0025). One's own is switched off on /profiel, not here.
 */
export function TwoFactorResetCard({
  userId,
  userName,
  enabled,
  self,
}: {
  userId: string;
  userName: string;
  enabled: boolean;
  self: boolean;
}) {
  const reset = useResetTwoFactor();
  const titleId = useId();

  const confirm = async (close: () => void) => {
    try {
      const { message } = await reset.mutateAsync(userId);
      toast({
        variant: 'success',
        title: message,
        description: `${userName} logt nu in met alleen het wachtwoord en is per e-mail ingelicht.`,
      });
      close();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Resetten mislukt', description: errorText(error) });
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Tweestapsverificatie</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm">
          {enabled ? <Badge color="green">Ingeschakeld</Badge> : <Badge>Niet ingeschakeld</Badge>}
          <span className="text-muted-foreground">
            {enabled ? 'Logt in met wachtwoord en code.' : 'Logt in met alleen het wachtwoord.'}
          </span>
        </p>
        {enabled && !self ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <ShieldOff aria-hidden /> Tweestapsverificatie resetten
              </Button>
            }
            title="Tweestapsverificatie resetten?"
            description={
              <>
                Doe dit alleen als {userName} zowel de telefoon als de herstelcodes kwijt is en u zeker weet
                dat u met de eigenaar van het account spreekt. De gebruiker logt daarna in met alleen het
                wachtwoord, alle sessies worden afgemeld en de herstelcodes vervallen. De gebruiker krijgt
                hiervan een e-mail. Dit kan niet ongedaan worden gemaakt.
              </>
            }
            confirmLabel="Resetten"
            pendingLabel="Bezig..."
            pending={reset.isPending}
            onConfirm={confirm}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
