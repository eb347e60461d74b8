import type { StepField } from '@shared/workflows';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { optionDescription, type TableRow } from '../lib/field-values';
import { CurrencyInput } from './currency-input';
import { ReportUploadField } from './report-upload-field';
import { StepTableField } from './step-table-field';

const INPUT_TYPES: Partial<Record<StepField['type'], string>> = {
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
  text: 'text',
  // Text with a number keyboard: a browser's number input empties what it cannot read ('19xx'), so the check's
  // own message ('Vul een geldig getal in') could never be shown; '1.500' and '12,5' are read as written in Dutch.
  number: 'text',
};

function Required({ field }: { field: StepField }) {
  return field.required ? (
    <span className="text-destructive" aria-hidden>
      {' '}
      *
    </span>
  ) : null;
}

function todayLocal(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** One field of a step form, rendered from its definition (the step's field definitions). */
export function StepFieldInput({
  idPrefix,
  field,
  value,
  error,
  fieldErrors,
  projectId,
  stepNumber,
  onChange,
}: {
  idPrefix: string;
  field: StepField;
  value: unknown;
  error?: string;
  fieldErrors: Record<string, string>;
  projectId: string;
  stepNumber: number;
  onChange: (value: unknown) => void;
}) {
  const id = `${idPrefix}-${field.name}`;
  const label: ReactNode = (
    <>
      {field.label}
      <Required field={field} />
    </>
  );
  const text = typeof value === 'string' || typeof value === 'number' ? value : '';

  switch (field.type) {
    case 'table':
      return (
        <StepTableField
          id={id}
          field={field}
          rows={Array.isArray(value) ? (value as TableRow[]) : []}
          error={error}
          fieldErrors={fieldErrors}
          onChange={onChange}
        />
      );
    case 'pdf':
      return (
        <ReportUploadField
          id={id}
          field={field}
          projectId={projectId}
          stepNumber={stepNumber}
          value={value}
          error={error}
          onChange={onChange}
        />
      );
    case 'yesno':
      return (
        <fieldset
          className="grid min-w-0 grid-cols-1 gap-1.5"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-foreground">{label}</legend>
          <div className="flex gap-4">
            {(['ja', 'nee'] as const).map((option) => (
              <label key={option} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <input
                  // The first choice carries the field's id, so a failed submit can focus it.
                  id={option === 'ja' ? id : undefined}
                  type="radio"
                  name={id}
                  value={option}
                  checked={value === option}
                  onChange={() => onChange(option)}
                  className="size-4 accent-(--color-primary)"
                />
                {option === 'ja' ? 'Ja' : 'Nee'}
              </label>
            ))}
          </div>
          {field.help ? <p className="text-xs text-muted-foreground">{field.help}</p> : null}
          {error ? (
            <p id={`${id}-error`} className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    default:
      break;
  }

  const chosenDescription = field.type === 'select' ? optionDescription(field, value) : undefined;
  const description = chosenDescription ?? field.help;
  const aria = fieldAria(id, error, Boolean(description));
  let control: ReactNode;
  if (field.type === 'textarea') {
    control = (
      <Textarea
        {...aria}
        placeholder={field.placeholder}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <Select {...aria} value={String(text)} onChange={(e) => onChange(e.target.value)}>
        <option value="">{field.placeholder ?? 'Maak een keuze'}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  } else if (field.type === 'currency') {
    control = (
      <CurrencyInput
        {...aria}
        placeholder={field.placeholder ?? '€ 0'}
        value={value}
        onValueChange={onChange}
      />
    );
  } else {
    control = (
      <Input
        {...aria}
        type={INPUT_TYPES[field.type] ?? 'text'}
        placeholder={field.placeholder}
        min={field.notInPast && field.type === 'date' ? todayLocal() : undefined}
        inputMode={field.type === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        className={cn(field.type !== 'text' && field.type !== 'number' && 'sm:max-w-60')}
      />
    );
  }
  return (
    <FormField id={id} label={label} error={error} description={description}>
      {control}
    </FormField>
  );
}
