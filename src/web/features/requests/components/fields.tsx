// Form rows wired to the surrounding react-hook-form (FormProvider): a label tied to its input, the error under
// it and tied to it through aria-describedby, and a star on required fields.
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import type { ComponentProps, ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';

/** An option of a select or radio group: a bare value (shown as is) or a value with its label. */
export type Option = string | { value: string; label: string };

export const optionValue = (o: Option) => (typeof o === 'string' ? o : o.value);
export const optionLabel = (o: Option) => (typeof o === 'string' ? o : o.label);

/** Field ids: one form per page, so the field name (dots replaced) is unique enough. */
export const fieldId = (name: string) => `field-${name.replace(/\W/g, '-')}`;

export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

function FieldLabel({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span className="ml-0.5 text-destructive" aria-hidden>
          *
        </span>
      ) : null}
    </>
  );
}

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  className?: string;
}

export function TextInput({
  name,
  label,
  required,
  description,
  className,
  ...input
}: BaseProps & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <FormField
      id={id}
      label={<FieldLabel label={label} required={required} />}
      error={error}
      description={description}
      className={cn('content-start', className)}
    >
      <Input
        aria-required={required || undefined}
        {...input}
        {...fieldAria(id, error, Boolean(description))}
        {...register(name)}
        className={cn(input.readOnly && 'bg-muted text-muted-foreground')}
      />
    </FormField>
  );
}

export function TextAreaInput({
  name,
  label,
  required,
  description,
  className,
  ...input
}: BaseProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <FormField
      id={id}
      label={<FieldLabel label={label} required={required} />}
      error={error}
      description={description}
      className={cn('content-start', className)}
    >
      <Textarea
        aria-required={required || undefined}
        {...input}
        {...fieldAria(id, error, Boolean(description))}
        {...register(name)}
      />
    </FormField>
  );
}

export function SelectInput({
  name,
  label,
  required,
  description,
  className,
  options,
  placeholder = 'Selecteer...',
  disabled,
}: BaseProps & { options: readonly Option[]; placeholder?: string | null; disabled?: boolean }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <FormField
      id={id}
      label={<FieldLabel label={label} required={required} />}
      error={error}
      description={description}
      className={cn('content-start', className)}
    >
      <Select
        aria-required={required || undefined}
        disabled={disabled}
        {...fieldAria(id, error, Boolean(description))}
        {...register(name)}
      >
        {placeholder !== null ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** A group of radio buttons (ja/nee and other short choices) as a fieldset with a legend. */
export function RadioInput({
  name,
  label,
  required,
  description,
  className,
  options,
}: BaseProps & { options: readonly Option[] }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset
      className={cn('grid content-start gap-1.5', className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        <FieldLabel label={label} required={required} />
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => {
          const optionId = `${id}-${optionValue(o).replace(/\W/g, '-')}`;
          return (
            <label key={optionValue(o)} htmlFor={optionId} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                id={optionId}
                value={optionValue(o)}
                className="size-4 accent-primary"
                {...register(name)}
              />
              {optionLabel(o)}
            </label>
          );
        })}
      </div>
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export const JA_NEE: readonly Option[] = [
  { value: 'ja', label: 'Ja' },
  { value: 'nee', label: 'Nee' },
];

/** Two columns on wider screens, one on a phone. */
export function FieldGrid({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-5 sm:grid-cols-2', className)} {...props} />;
}

/** Several checkboxes under one name: react-hook-form collects the checked values in an array. */
export function CheckboxGroupInput({
  name,
  label,
  required,
  description,
  className,
  options,
}: BaseProps & { options: readonly Option[] }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset
      className={cn('grid content-start gap-1.5', className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        <FieldLabel label={label} required={required} />
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => {
          const optionId = `${id}-${optionValue(o).replace(/\W/g, '-')}`;
          return (
            <label
              key={optionValue(o)}
              htmlFor={optionId}
              className="flex items-center gap-2 rounded-lg border border-border bg-white px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
            >
              <input
                type="checkbox"
                id={optionId}
                value={optionValue(o)}
                className="size-4 accent-primary"
                {...register(name)}
              />
              {optionLabel(o)}
            </label>
          );
        })}
      </div>
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
