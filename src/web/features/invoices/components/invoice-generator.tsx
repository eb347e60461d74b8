// The invoice generator: the service's fixed fee lines, extra cost lines the professional adds, and the totals as
// they will be. 'Factuur aanmaken' makes the draft ('Concept'); with `draft` it edits that draft's extra costs
// ('Concept opslaan'). The totals here are a preview only: the server computes every amount again from the same
// shared VAT rules (vat.ts) and prints those.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents } from '@shared/format';
import { INVOICE_FEES } from '@shared/invoices/fees';
import { type CreateInvoiceBody, createInvoiceBody, MAX_ADDITIONAL_COSTS } from '@shared/invoices/schemas';
import { INVOICE_FIELD_MESSAGES, INVOICE_MESSAGES } from '@shared/invoices/texts';
import {
  DEFAULT_VAT_RATE,
  type PricedLine,
  priceLine,
  totalsOf,
  VAT_RATES,
  type VatRate,
} from '@shared/invoices/vat';
import type { ProjectType } from '@shared/projects/types';
import type { z } from '@shared/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText, hasErrorCode, isNetworkError } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { INVOICES_QUERY_KEY } from '@web/lib/query-keys';
import { CircleAlert, FilePlus2, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type CreatedInvoice, useCreateInvoice } from '../api/create-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { COMPANY_DETAILS_HREF, type InvoiceRefusal, invoiceRefusalOf } from '../lib/invoice-errors';
import { EuroInput } from './euro-input';
import { InvoiceTotalsList } from './invoice-lines';

// The body's own rule for the extra cost lines (each line: description, amount in cents, VAT 0, 9 or 21; at most 20).
const generatorSchema = createInvoiceBody.pick({ additionalCosts: true });
type GeneratorInput = z.input<typeof generatorSchema>;
type GeneratorOutput = z.output<typeof generatorSchema>;
type CostLine = CreateInvoiceBody['additionalCosts'][number];

// A new line: no amount yet (NaN: the schema answers 'Vul een bedrag … in'), the standard rate.
const newLine = (): CostLine => ({
  description: '',
  amountExBtw: Number.NaN,
  btwPercentage: DEFAULT_VAT_RATE,
});

const isVatRate = (v: unknown): v is VatRate => (VAT_RATES as readonly unknown[]).includes(v);

/** A line as far as it can be priced yet (an amount in whole cents above zero), for the live preview. */
function priced(line: Partial<CostLine> | undefined): PricedLine | null {
  if (!line || !Number.isSafeInteger(line.amountExBtw) || (line.amountExBtw ?? 0) <= 0) return null;
  const rate = isVatRate(line.btwPercentage) ? line.btwPercentage : DEFAULT_VAT_RATE;
  return priceLine({
    description: line.description ?? '',
    amountExBtw: line.amountExBtw!,
    btwPercentage: rate,
  });
}

const CREATE_FAILED = 'Er ging iets mis bij het aanmaken van de factuur. Probeer het opnieuw.';
const CREATE_NETWORK_FAILED =
  'Fout bij het aanmaken van de factuur. Controleer uw verbinding en probeer het opnieuw.';

export function InvoiceGenerator({
  project,
  linkToCompanyDetails,
  onCreated,
  draft,
  onSaved,
  onCancel,
}: {
  project: { id: string; type: ProjectType };
  /** The signed-in professional can complete their own company details; an admin cannot from here. */
  linkToCompanyDetails: boolean;
  onCreated?: (created: CreatedInvoice) => void;
  /** The draft whose extra costs are edited (PATCH) instead of a new draft made. */
  draft?: { id: string; additionalCosts: readonly CostLine[] };
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const queryClient = useQueryClient();
  const addButton = useRef<HTMLButtonElement>(null);
  const [companyError, setCompanyError] = useState<InvoiceRefusal | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Only useForm from react-hook-form: the sign-in page loads that module, and every export another screen uses
  // (useFieldArray, Controller, useWatch) would be kept in its chunk and count against its 150 KB budget. The
  // lines are one controlled value; `keys` gives each line a stable React key while lines come and go.
  const {
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<GeneratorInput, unknown, GeneratorOutput>({
    resolver: zodResolver(generatorSchema),
    defaultValues: {
      additionalCosts: (draft?.additionalCosts ?? []).map((l) => ({
        description: l.description,
        amountExBtw: l.amountExBtw,
        btwPercentage: l.btwPercentage,
      })),
    },
  });
  const lines = watch('additionalCosts') ?? [];
  const initialCount = draft?.additionalCosts.length ?? 0;
  const [keys, setKeys] = useState<number[]>(() => Array.from({ length: initialCount }, (_, i) => i));
  const nextKey = useRef(initialCount);
  const setLines = (next: GeneratorInput['additionalCosts']) =>
    setValue('additionalCosts', next, { shouldValidate: isSubmitted, shouldDirty: true });
  const updateLine = (index: number, patch: Partial<CostLine>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const appendLine = () => {
    const index = lines.length;
    setLines([...lines, newLine()]);
    setKeys([...keys, nextKey.current++]);
    requestAnimationFrame(() => document.getElementById(`${id}-line-${index}-description`)?.focus());
  };
  const removeLine = (index: number) => {
    setLines(lines.filter((_, i) => i !== index));
    setKeys(keys.filter((_, i) => i !== index));
    addButton.current?.focus();
  };
  // What react-hook-form does for registered inputs: a failed submit puts the focus on the first wrong field.
  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const feeLines = INVOICE_FEES[project.type].map(priceLine);
  const extraLines = lines.map(priced);
  const totals = totalsOf([...feeLines, ...extraLines.filter((l): l is PricedLine => l !== null)]);
  const full = lines.length >= MAX_ADDITIONAL_COSTS;

  const onSubmit = handleSubmit(async (values) => {
    setCompanyError(null);
    try {
      if (draft) {
        await update.mutateAsync({ invoiceId: draft.id, additionalCosts: values.additionalCosts ?? [] });
        toast({ title: INVOICE_MESSAGES.draftSaved, variant: 'success' });
        onSaved?.();
        return;
      }
      const created = await create.mutateAsync({
        projectId: project.id,
        additionalCosts: values.additionalCosts ?? [],
      });
      toast({ title: INVOICE_MESSAGES.draftCreated, variant: 'success' });
      reset({ additionalCosts: [] });
      setKeys([]);
      onCreated?.(created);
    } catch (err) {
      const refusal = invoiceRefusalOf(err);
      if (refusal) setCompanyError(refusal);
      else applyFieldErrors(err, setError);
      // Another tab or person made or sent it meanwhile: show the invoice as it is.
      if (hasErrorCode(err, 'INVOICE_ALREADY_EXISTS') || hasErrorCode(err, 'INVOICE_NOT_DRAFT')) {
        void queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY });
      }
      toast({
        title: draft ? INVOICE_MESSAGES.draftSaveFailedTitle : INVOICE_MESSAGES.createFailedTitle,
        description: isNetworkError(err) ? CREATE_NETWORK_FAILED : errorText(err, CREATE_FAILED),
        variant: 'destructive',
      });
    }
  }, focusFirstError);

  const linesError = errors.additionalCosts?.root?.message ?? errors.additionalCosts?.message;
  const busy = isSubmitting || create.isPending || update.isPending;

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-5"
    >
      <h3 id={`${id}-title`} className="sr-only">
        {draft ? INVOICE_MESSAGES.editCosts : 'Factuur opstellen'}
      </h3>
      <div className="grid grid-cols-1 gap-2">
        <h4 id={`${id}-fees`} className="text-sm font-semibold">
          Vaste tarieven
        </h4>
        <ul className="grid grid-cols-1 gap-2">
          {feeLines.map((line) => (
            <li
              key={line.description}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-muted/60 px-3 py-2 text-sm"
            >
              <span className="font-medium">{line.description}</span>
              <span className="tabular-nums text-muted-foreground">
                {formatCents(line.amountExBtw)} excl. BTW · {line.btwPercentage}% BTW ·{' '}
                <span className="font-medium text-foreground">{formatCents(line.totalAmount)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid grid-cols-1 gap-3">
        <div className="grid gap-1">
          <h4 id={`${id}-extra`} className="text-sm font-semibold">
            Extra kosten
          </h4>
          <p className="text-xs text-muted-foreground">
            Bijvoorbeeld reiskosten of leges. Bedragen excl. BTW, in euro’s met een komma (12,50). Maximaal{' '}
            {MAX_ADDITIONAL_COSTS} regels.
          </p>
        </div>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">Geen extra kosten toegevoegd.</p>
        ) : (
          <ol className="grid grid-cols-1 gap-3">
            {lines.map((value, index) => {
              const lineErrors = errors.additionalCosts?.[index];
              const base = `${id}-line-${index}`;
              const line = extraLines[index];
              return (
                <li key={keys[index]}>
                  <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_7rem_auto] sm:items-start">
                    <legend className="px-1 text-xs font-medium text-muted-foreground">
                      Regel {index + 1}
                    </legend>
                    <FormField
                      id={`${base}-description`}
                      label="Omschrijving"
                      error={lineErrors?.description?.message}
                    >
                      <Input
                        {...fieldAria(`${base}-description`, lineErrors?.description?.message)}
                        maxLength={200}
                        placeholder="Bijvoorbeeld reiskosten"
                        value={value.description ?? ''}
                        onChange={(e) => updateLine(index, { description: e.target.value })}
                      />
                    </FormField>
                    <FormField
                      id={`${base}-amount`}
                      label="Bedrag excl. BTW"
                      error={lineErrors?.amountExBtw?.message}
                    >
                      <EuroInput
                        {...fieldAria(`${base}-amount`, lineErrors?.amountExBtw?.message)}
                        placeholder="0,00"
                        value={value.amountExBtw}
                        onValueChange={(cents) => updateLine(index, { amountExBtw: cents })}
                      />
                    </FormField>
                    <FormField
                      id={`${base}-vat`}
                      label="BTW-tarief"
                      error={lineErrors?.btwPercentage?.message}
                    >
                      <Select
                        {...fieldAria(`${base}-vat`, lineErrors?.btwPercentage?.message)}
                        value={String(value.btwPercentage ?? DEFAULT_VAT_RATE)}
                        onChange={(e) =>
                          updateLine(index, { btwPercentage: Number(e.target.value) as VatRate })
                        }
                      >
                        {VAT_RATES.map((rate) => (
                          <option key={rate} value={rate}>
                            {rate}%
                          </option>
                        ))}
                      </Select>
                    </FormField>
                    <div className="flex items-center justify-between gap-3 sm:mt-7 sm:justify-end">
                      <span className="text-sm tabular-nums text-muted-foreground sm:hidden">
                        {line ? `Totaal ${formatCents(line.totalAmount)}` : null}
                      </span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Regel ${index + 1} verwijderen`}
                        title="Verwijderen"
                        onClick={() => removeLine(index)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                    {line ? (
                      <p className="hidden text-xs tabular-nums text-muted-foreground sm:col-span-4 sm:block">
                        BTW {formatCents(line.btwAmount)} · totaal {formatCents(line.totalAmount)}
                      </p>
                    ) : null}
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        {linesError ? (
          <p className="text-xs font-medium text-destructive" role="alert">
            {linesError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={addButton}
            type="button"
            variant="outline"
            size="sm"
            disabled={full}
            onClick={appendLine}
          >
            <Plus aria-hidden />
            Regel toevoegen
          </Button>
          {full ? (
            <span className="text-xs text-muted-foreground">{INVOICE_FIELD_MESSAGES.tooManyLines}</span>
          ) : null}
        </div>
      </div>

      <div className="grid grid-cols-1 gap-2 rounded-lg bg-surface p-3">
        <h4 id={`${id}-totals`} className="text-sm font-semibold">
          Totaal van de factuur
        </h4>
        <div aria-live="polite">
          <InvoiceTotalsList totals={totals} className="max-w-none sm:max-w-sm" />
        </div>
      </div>

      {companyError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <div className="grid gap-2">
            <p>{companyError.text}</p>
            {linkToCompanyDetails && companyError.companyDetails ? (
              <Link to={COMPANY_DETAILS_HREF} className="font-medium underline underline-offset-4">
                Bedrijfsgegevens aanvullen
              </Link>
            ) : null}
          </div>
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : <FilePlus2 aria-hidden />}
          {draft
            ? busy
              ? 'Concept wordt opgeslagen...'
              : INVOICE_MESSAGES.saveDraft
            : busy
              ? 'Concept wordt aangemaakt...'
              : INVOICE_MESSAGES.createInvoice}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            Annuleren
          </Button>
        ) : null}
      </div>
    </form>
  );
}
