import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldAria } from './form-field';
import { Input } from './input';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  /** react-hook-form's register('field') for this input. */
  registration: UseFormRegisterReturn;
}

/** The common case of a form row: label, input wired to react-hook-form, hint and error. */
export function TextField({
  id,
  label,
  error,
  description,
  className,
  registration,
  ...input
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} description={description} className={className}>
      <Input {...input} {...fieldAria(id, error, Boolean(description))} {...registration} />
    </FormField>
  );
}
