// /niet-benaderen?token=: the page the link 'Ik wil niet benaderd worden' in a lead client's first mail opens,
// signed in or out (decision 0042). It says who passed the details on and what objecting does, and acts only when
// the client confirms: the link's GET changes nothing, so a mail scanner that follows links cannot object for them.
import { OPT_OUT_MESSAGES as T } from '@shared/leads/texts';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { Button } from '@web/components/ui/button';
import { LegalFooter } from '@web/components/ui/legal-footer';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/api-client';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirmOptOut } from '../api/confirm-opt-out';
import { useOptOutStatus } from '../api/get-opt-out-status';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-2xl items-center px-4 py-4 sm:px-6">
          <BrandLogo to="/" tone="onLight" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
        <section className="space-y-5 rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-2xl font-semibold tracking-tight">{T.pageTitle}</h1>
          {children}
        </section>
      </main>
      <LegalFooter />
    </div>
  );
}

function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={
        tone === 'success'
          ? 'flex items-start gap-3 rounded-xl bg-success/8 p-4 text-sm'
          : 'flex items-start gap-3 rounded-xl bg-destructive/5 p-4 text-sm text-destructive'
      }
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${tone === 'success' ? 'text-success' : ''}`} aria-hidden />
      <p>{children}</p>
    </div>
  );
}

export function OptOutPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const status = useOptOutStatus(token);
  const confirm = useConfirmOptOut();

  if (confirm.isSuccess) {
    return (
      <Shell>
        <h2 className="text-lg font-semibold">{T.doneTitle}</h2>
        <Notice tone="success">{confirm.data.message}</Notice>
      </Shell>
    );
  }
  if (!token) {
    return (
      <Shell>
        <Notice tone="error">{T.unknown}</Notice>
      </Shell>
    );
  }
  if (status.isPending) {
    return (
      <Shell>
        <div className="flex flex-col items-center gap-3 py-8 text-muted-foreground" role="status">
          <Spinner className="size-8 text-primary" />
          <p className="text-sm">{T.loading}</p>
        </div>
      </Shell>
    );
  }
  if (status.isError) {
    return (
      <Shell>
        <Notice tone="error">{errorText(status.error)}</Notice>
      </Shell>
    );
  }
  return (
    <Shell>
      <p>{T.intro(status.data.referrer, status.data.service)}</p>
      <p className="text-muted-foreground">{T.consequencesIntro}</p>
      <ul className="ml-5 list-disc space-y-1.5 text-muted-foreground">
        {T.consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="font-medium">{T.irreversible}</p>
      {confirm.isError && <Notice tone="error">{errorText(confirm.error)}</Notice>}
      <Button
        variant="destructive"
        size="lg"
        className="w-full sm:w-auto"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? T.pending : T.confirm}
      </Button>
    </Shell>
  );
}
