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

/** The label text with a star on required fields (the star is decoration: aria-required tells screen readers). */
export function FieldLabel({ label, required }: { label: ReactNode; required?: boolean }) {
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

/** One row's wiring: its id, its error and the props to spread on the control (aria, then the registration). */
function useControl({ name, required, description }: BaseProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  const control = {
    'aria-required': required || undefined,
    ...fieldAria(id, error, Boolean(description)),
    ...register(name),
  };
  return { id, error, control };
}

/** FormField with the starred label: the frame of every single-control row. */
function ControlRow({
  id,
  error,
  label,
  required,
  description,
  className,
  children,
}: BaseProps & { id: string; error?: string; children: ReactNode }) {
  return (
    <FormField
      id={id}
      label={<FieldLabel label={label} required={required} />}
      error={error}
      description={description}
      className={cn('content-start', className)}
    >
      {children}
    </FormField>
  );
}

export function TextInput(props: BaseProps & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  const { name, label, required, description, className, ...input } = props;
  const { id, error, control } = useControl(props);
  return (
    <ControlRow {...{ id, error, name, label, required, description, className }}>
      <Input {...input} {...control} className={cn(input.readOnly && 'bg-muted text-muted-foreground')} />
    </ControlRow>
  );
}

export function TextAreaInput(props: BaseProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const { name, label, required, description, className, ...input } = props;
  const { id, error, control } = useControl(props);
  return (
    <ControlRow {...{ id, error, name, label, required, description, className }}>
      <Textarea {...input} {...control} />
    </ControlRow>
  );
}

export function SelectInput(
  props: BaseProps & { options: readonly Option[]; placeholder?: string | null; disabled?: boolean },
) {
  const { options, placeholder = 'Selecteer...', disabled } = props;
  const { id, error, control } = useControl(props);
  return (
    <ControlRow {...props} id={id} error={error}>
      <Select disabled={disabled} {...control}>
        {placeholder !== null ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </Select>
    </ControlRow>
  );
}

/**
 * Radio buttons or checkboxes under one name, as a fieldset with a legend. Checkboxes: react-hook-form collects
 * the checked values in an array.
 */
function ChoiceGroup({
  name,
  label,
  required,
  description,
  className,
  options,
  type,
  listClassName,
  optionClassName,
}: BaseProps & {
  options: readonly Option[];
  type: 'radio' | 'checkbox';
  listClassName: string;
  optionClassName: string;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  // The fieldset, not each input, carries the description and error (the inputs carry only their option).
  const { 'aria-describedby': describedBy, 'aria-invalid': invalid } = fieldAria(
    id,
    error,
    Boolean(description),
  );
  return (
    <fieldset
      className={cn('grid content-start gap-1.5', className)}
      aria-describedby={describedBy}
      aria-invalid={invalid}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        <FieldLabel label={label} required={required} />
      </legend>
      <div className={listClassName}>
        {options.map((o) => {
          const optionId = `${id}-${optionValue(o).replace(/\W/g, '-')}`;
          return (
            <label key={optionValue(o)} htmlFor={optionId} className={optionClassName}>
              <input
                type={type}
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

/** A group of radio buttons (ja/nee and other short choices). */
export function RadioInput(props: BaseProps & { options: readonly Option[] }) {
  return (
    <ChoiceGroup
      {...props}
      type="radio"
      listClassName="flex flex-wrap gap-x-5 gap-y-2"
      optionClassName="flex items-center gap-2 text-sm"
    />
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

/** Several checkboxes under one name, as bordered tiles in two columns. */
export function CheckboxGroupInput(props: BaseProps & { options: readonly Option[] }) {
  return (
    <ChoiceGroup
      {...props}
      type="checkbox"
      listClassName="grid gap-2 sm:grid-cols-2"
      optionClassName="flex items-center gap-2 rounded-lg border border-border bg-white px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
    />
  );
}
