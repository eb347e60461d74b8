import type { ProjectType } from '@shared/projects/types';
import { HONEYPOT_FIELD, REQUEST_MESSAGES as M } from '@shared/requests/api';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { ArrowLeft, Info, Send } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { FormMode } from '../lib/form-mode';
import { useSignedInUser } from '../lib/signed-in-user';
import { FormIntro, PublicLayout } from './public-layout';
import { ServicePrice } from './service-price';
import { ThankYou } from './thank-you';

interface RequestFormShellProps<T extends FieldValues> {
  mode: FormMode;
  title: string;
  description?: ReactNode;
  form: UseFormReturn<T, unknown, FieldValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel?: string;
  /** Replaces the form once it was sent (the thank-you screen of the public forms). */
  done?: ReactNode;
  /** A link above the heading (the energy label form goes back to the dashboard). */
  backTo?: { to: string; label: string };
  /** Hidden field that only bots fill in (public forms). */
  honeypot?: boolean;
  /** The portal's version of a public form, offered to a signed-in user who opens the public one. */
  portalPath?: string;
  /** The service asked for: its price is shown under the heading. */
  service?: ProjectType;
  children: ReactNode;
}

/**
 * The frame every request form shares: the public page or the portal page, the heading, the sections
 * (children), 'Annuleren' (back in history) and the submit button that reads 'Bezig...' while sending.
 */
export function RequestFormShell<T extends FieldValues>({
  mode,
  title,
  description,
  form,
  onSubmit,
  submitting,
  submitLabel = 'Aanvraag versturen',
  done,
  backTo,
  honeypot = mode === 'public',
  portalPath,
  service,
  children,
}: RequestFormShellProps<T>) {
  const navigate = useNavigate();
  const signedIn = Boolean(useSignedInUser());
  const cancel = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(mode === 'public' ? '/' : '/dashboard');
  };

  const body = done ?? (
    <>
      {backTo ? (
        <Link
          to={backTo.to}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backTo.label}
        </Link>
      ) : null}
      {mode === 'public' ? (
        <FormIntro title={title} description={description} />
      ) : (
        <div className="mb-6">
          <PageHeader title={title} description={description} />
        </div>
      )}
      {service ? <ServicePrice type={service} /> : null}
      {mode === 'public' && signedIn && portalPath ? (
        <Alert variant="info" className="mb-6">
          <Info aria-hidden />
          <p>
            U bent ingelogd.{' '}
            <Link to={portalPath} className="font-medium text-primary underline-offset-4 hover:underline">
              Vraag deze dienst aan vanuit uw portaal
            </Link>
            , dan staan uw gegevens al klaar.
          </p>
        </Alert>
      ) : null}
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-(--card-spacing)" aria-label={title}>
          {honeypot ? (
            // Bots fill every field; people never see this one. The server silently drops such requests.
            <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor={`field-${HONEYPOT_FIELD}`}>Laat dit veld leeg</label>
              <input
                id={`field-${HONEYPOT_FIELD}`}
                tabIndex={-1}
                autoComplete="off"
                {...form.register(HONEYPOT_FIELD as never)}
              />
            </div>
          ) : null}
          {children}
          <p className="text-xs text-muted-foreground">
            Velden met een <span className="text-destructive">*</span> zijn verplicht.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel} disabled={submitting}>
              Annuleren
            </Button>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? null : <Send aria-hidden />}
              {submitting ? M.submitting : submitLabel}
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );

  return mode === 'public' ? (
    <PublicLayout>{body}</PublicLayout>
  ) : (
    <div className="mx-auto max-w-4xl">{body}</div>
  );
}

interface Submitter<T> {
  submit: (values: T) => Promise<void>;
  submitting: boolean;
}

/**
 * The shell's onSubmit, submitting and done for a form that is both public and in the portal: the portal posts
 * a project (`auth`), a visitor the public endpoint (`visitor`), after which the thank-you screen replaces the form.
 */
export function modeSubmitProps<In extends FieldValues, Out extends FieldValues>(
  mode: FormMode,
  form: UseFormReturn<In, unknown, Out>,
  auth: Submitter<Out>,
  visitor: Submitter<Out> & { result: { existingUser: boolean } | null },
) {
  const active = mode === 'auth' ? auth : visitor;
  return {
    onSubmit: form.handleSubmit(active.submit),
    submitting: active.submitting,
    done: visitor.result ? <ThankYou existingUser={visitor.result.existingUser} /> : undefined,
  };
}
