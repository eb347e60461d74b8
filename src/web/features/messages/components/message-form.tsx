import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_MESSAGES, sendMessageBody } from '@shared/messages/schemas';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSendMessage } from '../api/send-message';

const messageFields = sendMessageBody.omit({ projectId: true });
type FormInput = z.input<typeof messageFields>;
type FormOutput = z.output<typeof messageFields>;

/** A field's own message, except the blank-field one the 'Velden vereist' toast already says. */
const inlineError = (message?: string) => (message === MESSAGE_MESSAGES.fieldsRequired ? undefined : message);

/** 'Onderwerp', 'Bericht' and 'Verzenden': both fields must be non-blank. */
export function MessageForm({ projectId, disabled }: { projectId: string; disabled: boolean }) {
  const send = useSendMessage(projectId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(messageFields),
    defaultValues: { subject: '', message: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await send.mutateAsync(values);
        toast({ variant: 'success', title: MESSAGE_MESSAGES.sent });
        reset();
      } catch (error) {
        toast({
          variant: 'destructive',
          // 'Fout' with the server's message, else the generic one.
          title: 'Fout',
          description: errorText(error, 'Er is een fout opgetreden bij het verzenden van het bericht.'),
        });
      }
    },
    (fieldErrors) => {
      const blank = Object.values(fieldErrors).some((e) => e?.message === MESSAGE_MESSAGES.fieldsRequired);
      if (blank) {
        toast({
          variant: 'destructive',
          title: MESSAGE_MESSAGES.fieldsRequiredTitle,
          description: MESSAGE_MESSAGES.fieldsRequired,
        });
      }
    },
  );

  const subjectError = inlineError(errors.subject?.message);
  const messageError = inlineError(errors.message?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Nieuw bericht">
      <fieldset disabled={disabled} className="grid gap-4 disabled:opacity-60">
        <FormField id="message-subject" label="Onderwerp" error={subjectError}>
          <Input
            maxLength={200}
            placeholder="Waar gaat uw bericht over?"
            {...fieldAria('message-subject', subjectError)}
            aria-invalid={errors.subject ? true : undefined}
            {...register('subject')}
          />
        </FormField>
        <FormField id="message-body" label="Bericht" error={messageError}>
          <Textarea
            rows={5}
            maxLength={5000}
            placeholder="Typ hier uw bericht..."
            {...fieldAria('message-body', messageError)}
            aria-invalid={errors.message ? true : undefined}
            {...register('message')}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={disabled || send.isPending}>
            <Send aria-hidden />
            {send.isPending ? 'Verzenden...' : 'Verzenden'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
