import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { CircleCheck, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The screen that replaces a public form after it was sent: the promise of contact within 24 hours,
 * where the sign-in link went, and a way back to the home page.
 */
export function ThankYou({
  title = 'Bedankt voor uw aanvraag!',
  existingUser,
  children,
}: {
  title?: string;
  existingUser?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center" role="status">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Wij hebben uw aanvraag goed ontvangen. Binnen 24 uur neemt een professional contact met u op.
        </p>
        <div className="flex items-start gap-3 rounded-xl bg-muted p-4 text-left text-sm">
          <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>
            {existingUser
              ? M.existingUserText
              : 'U ontvangt een e-mail met een link om uw wachtwoord in te stellen. Daarna kunt u inloggen en uw aanvraag volgen.'}
          </p>
        </div>
        {children}
        <Button asChild size="lg" className="mt-2">
          <Link to="/">Terug naar de homepage</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
