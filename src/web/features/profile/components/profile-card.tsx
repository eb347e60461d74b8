// The parts the /profiel forms share: the titled card, the save button and the save-and-toast flow.
import { USER_MESSAGES } from '@shared/users/schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** One card of the page: a titled section. */
export function ProfileCard({
  title,
  description,
  children,
  ...card
}: Omit<ComponentProps<'div'>, 'title'> & { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Card {...card}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A labelled Textarea wired to the form, like TextField is for an Input. */
export function TextareaField({
  id,
  label,
  rows,
  placeholder,
  error,
  registration,
}: {
  id: string;
  label: string;
  rows: number;
  placeholder: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea rows={rows} placeholder={placeholder} {...fieldAria(id, error)} {...registration} />
    </FormField>
  );
}

/** Saving is possible once something changed; while it runs the button says so. */
export function SubmitButton({
  submitting,
  dirty,
  children,
}: {
  submitting: boolean;
  dirty: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="submit" disabled={submitting || !dirty}>
        {submitting ? 'Bezig...' : children}
      </Button>
    </div>
  );
}

/**
 * Saves a form, puts what the server kept back into it (so it is no longer dirty) and toasts the outcome;
 * a failure keeps the user's input, and `onError` can put the server's field messages under the inputs.
 */
export async function saveWithToast<T>({
  save,
  onSaved,
  onError,
  description,
}: {
  save: () => Promise<T>;
  onSaved: (saved: T) => void;
  onError?: (error: unknown) => void;
  description: string;
}) {
  try {
    onSaved(await save());
    toast({ variant: 'success', title: USER_MESSAGES.profileSaved, description });
  } catch (error) {
    onError?.(error);
    toast({
      variant: 'destructive',
      title: 'Fout bij opslaan',
      description: errorText(error),
    });
  }
}
