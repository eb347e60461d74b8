import { servicePriceText } from '@shared/invoices/prices';
import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import { ROLE_LABELS } from '@shared/users/roles';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/cn';
import { ArrowLeft, ArrowRight, CircleCheck, Info } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SERVICE_TYPES } from '../lib/services';
import { useSignedInUser } from '../lib/signed-in-user';

/** /nieuwe-opdracht ('Kies een professional'): pick one of the seven services, then its form. */
export function NewRequestPage() {
  const navigate = useNavigate();
  const user = useSignedInUser();
  const [selected, setSelected] = useState<string | null>(null);
  const service = SERVICE_TYPES.find((s) => s.id === selected) ?? null;

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/dashboard');
  };

  const proceed = () => {
    if (!service) {
      toast({
        variant: 'destructive',
        title: M.selectionRequiredTitle,
        description: M.selectionRequiredText,
      });
      return;
    }
    navigate(`/form/${service.id}`);
  };

  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
        <ArrowLeft aria-hidden />
        Terug
      </Button>
      <PageHeader
        title="Kies een professional"
        description="Selecteer de dienst die u nodig heeft. Daarna vult u een kort formulier in."
      />

      {user && user.role !== 'consumer' ? (
        <Alert variant="info">
          <Info aria-hidden />
          <p>
            Opdrachten worden aangevraagd door consumenten. Met uw account ({ROLE_LABELS[user.role]}) kunt u
            deze pagina bekijken, maar geen aanvraag indienen.
          </p>
        </Alert>
      ) : null}

      <fieldset>
        <legend className="sr-only">Dienst</legend>
        <div className="grid grid-tiles gap-4">
          {SERVICE_TYPES.map((s) => {
            const checked = s.id === selected;
            const Icon = s.icon;
            return (
              <label
                key={s.id}
                htmlFor={`service-${s.id}`}
                className={cn(
                  'relative flex cursor-pointer gap-4 rounded-xl border bg-white p-5 shadow-sm transition-colors hover:border-primary/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
                  checked ? 'border-primary ring-2 ring-primary/25' : 'border-border',
                )}
              >
                <input
                  type="radio"
                  name="service"
                  id={`service-${s.id}`}
                  value={s.id}
                  checked={checked}
                  onChange={() => setSelected(s.id)}
                  className="sr-only"
                  aria-describedby={`service-${s.id}-description service-${s.id}-price`}
                />
                <span
                  className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', s.colour)}
                >
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="min-w-0 space-y-1 hyphens-auto break-words">
                  <span className="block font-semibold text-foreground">{s.name}</span>
                  <span id={`service-${s.id}-description`} className="block text-sm text-muted-foreground">
                    {s.description}
                  </span>
                  <span id={`service-${s.id}-price`} className="block text-sm font-medium text-foreground">
                    {servicePriceText(s.id)}
                  </span>
                </span>
                {checked ? (
                  <CircleCheck className="absolute top-3 right-3 size-5 text-primary" aria-hidden />
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>

      {service ? (
        <Card className="border-primary/30 bg-primary/5" role="status">
          <CardContent className="flex items-start gap-4">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="space-y-1">
              <p className="font-semibold text-foreground">Geselecteerd: {service.name}</p>
              <p className="text-sm text-muted-foreground">{service.description}</p>
              <p className="text-sm text-muted-foreground">
                Na het invullen van het formulier wijzen wij een professional toe die contact met u opneemt.
              </p>
            </div>
          </CardContent>
        </Card>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={goBack}>
          Annuleren
        </Button>
        {/* aria-disabled rather than disabled: it still answers a click with the 'Selectie vereist' toast. */}
        <Button
          onClick={proceed}
          aria-disabled={!service}
          className={cn(!service && 'cursor-not-allowed opacity-60')}
        >
          Doorgaan naar formulier
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
