import { APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { useState } from 'react';
import { useCreateCalendarToken } from '../api/create-calendar-token';
import { useCalendarToken } from '../api/get-calendar-token';
import { useRevokeCalendarToken } from '../api/revoke-calendar-token';

const since = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long' }).format(new Date(iso));

/**
 * 'Agenda-koppeling' on /profiel: make a personal feed link (shown this once, with a copy button), make a new one
 * or revoke it after a question. The server keeps only a hash, so a lost link is replaced, never shown again.
 */
export function CalendarLinkCard() {
  const state = useCalendarToken();
  const create = useCreateCalendarToken();
  const revoke = useRevokeCalendarToken();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        setCopied(false);
      },
      onError: (error) => toast({ variant: 'destructive', title: errorText(error) }),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the field stays selectable.
    }
  };
  const active = state.data?.active ?? false;

  return (
    <section aria-labelledby="calendar-link-title">
      <Card>
        <CardHeader>
          <CardTitle id="calendar-link-title">{T.feedTitle}</CardTitle>
          <CardDescription>{T.feedIntro}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm">
            {state.data?.active && state.data.createdAt
              ? T.feedActive(since(state.data.createdAt))
              : T.feedNone}
          </p>
          {url ? (
            <div className="space-y-2">
              <Label htmlFor="calendar-link-url">{T.feedUrlLabel}</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="calendar-link-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button type="button" variant="outline" onClick={copy}>
                  {copied ? T.feedCopied : T.feedCopy}
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">{T.feedUrlOnce}</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={make} disabled={create.isPending || state.isPending}>
              {active ? T.feedRenew : T.feedCreate}
            </Button>
            {active ? (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline">
                    {T.feedRevoke}
                  </Button>
                }
                title={T.feedRevoke}
                description={T.feedRevokeQuestion}
                confirmLabel={T.feedRevoke}
                pendingLabel="Bezig…"
                pending={revoke.isPending}
                onConfirm={(close) =>
                  revoke.mutate(undefined, {
                    onSuccess: () => {
                      setUrl(null);
                      close();
                      toast({ title: T.feedRevoked });
                    },
                    onError: (error) => toast({ variant: 'destructive', title: errorText(error) }),
                  })
                }
              />
            ) : null}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
