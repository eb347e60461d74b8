// /profiel's card 'Tweestapsverificatie' (decision 0025): off, set it up; on, since when, and switch it off.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthUser } from '@shared/auth/schemas';
import { type TwoFactorDisableBody, twoFactorDisableBody } from '@shared/auth/two-factor';
import { formatDateTime } from '@shared/format';
import type { z } from '@shared/zod';
import { OwnerCheckFields } from '@web/components/owner-check-fields';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { showFieldFailure } from '../lib/form-failure';
import { TwoFactorEnrolment } from './two-factor-enrolment';

export function TwoFactorCard({ user }: { user: AuthUser }) {
  const [enrolling, setEnrolling] = useState(false);
  const titleId = useId();

  let body: ReactNode;
  if (user.isAdminSwitching) {
    body = (
      <p className="text-sm text-muted-foreground">
        Tweestapsverificatie stelt iedereen zelf in voor het eigen account. Keer terug naar uw eigen weergave
        om de uwe te beheren.
      </p>
    );
  } else if (enrolling) {
    body = (
      <TwoFactorEnrolment
        email={user.email}
        onCancel={() => setEnrolling(false)}
        onDone={() => setEnrolling(false)}
      />
    );
  } else if (user.twoFactorEnabled) {
    body = (
      <div className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge color="green">
            <ShieldCheck className="size-3.5" aria-hidden /> Ingeschakeld
          </Badge>
          {user.twoFactorEnabledAt ? (
            <span>Ingeschakeld sinds {formatDateTime(user.twoFactorEnabledAt)}</span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Bij het inloggen vragen wij na uw wachtwoord om de code uit uw authenticator-app, of om een van uw
          herstelcodes.
        </p>
        <div>
          <DisableTwoFactorDialog />
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm">
          <Badge>Uitgeschakeld</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          Met tweestapsverificatie is uw wachtwoord alleen niet genoeg om in te loggen: wij vragen daarna ook
          om een code uit een authenticator-app op uw telefoon.
        </p>
        <div>
          <Button onClick={() => setEnrolling(true)}>Instellen</Button>
        </div>
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Tweestapsverificatie</CardTitle>
        <CardDescription>Een tweede stap bij het inloggen, met een code van uw telefoon.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

const DISABLE_FIELDS = ['password', 'code'];

/** Switching off asks first, with the password and a code of the app or a recovery code. */
function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorDisableBody, unknown, z.output<typeof twoFactorDisableBody>>({
    resolver: zodResolver(twoFactorDisableBody),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await disable.mutateAsync(body);
      toast({
        variant: 'success',
        title: message,
        description: 'U logt voortaan in met alleen uw wachtwoord.',
      });
      setOpen(false);
      reset();
    } catch (error) {
      if (!showFieldFailure(error, { fields: DISABLE_FIELDS, setError, setFocus })) {
        toast({ variant: 'destructive', title: 'Uitschakelen mislukt', description: errorText(error) });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        Uitschakelen
      </Button>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Tweestapsverificatie uitschakelen?</DialogTitle>
          <DialogDescription>
            Daarna logt u in met alleen uw wachtwoord. Uw herstelcodes vervallen en uw andere sessies worden
            afgemeld.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <OwnerCheckFields idPrefix="two-factor-off" register={register} errors={errors} withCode />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={isSubmitting}>
              Annuleren
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? 'Bezig...' : 'Uitschakelen'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
