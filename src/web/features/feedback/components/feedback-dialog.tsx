import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_TYPE_LABELS, FEEDBACK_TYPES, feedbackBody } from '@shared/feedback/schemas';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Tooltip } from '@web/components/ui/tooltip';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateFeedback } from '../api/create-feedback';

type FormInput = z.input<typeof feedbackBody>;
type FormOutput = z.output<typeof feedbackBody>;

export function FeedbackDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Tooltip content="Feedback geven">
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Feedback">
            <MessageSquarePlus aria-hidden />
          </Button>
        </DialogTrigger>
      </Tooltip>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Feedback geven</DialogTitle>
          <DialogDescription>
            Iets gevonden dat beter kan, of een idee? Laat het ons weten; ons team leest elk bericht.
          </DialogDescription>
        </DialogHeader>
        {open ? <FeedbackForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(feedbackBody),
    defaultValues: { type: 'algemeen', message: '' },
  });
  const create = useCreateFeedbackWithPage();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create(values);
      toast({ variant: 'success', title: 'Bedankt voor uw feedback!' });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Fout',
        description: errorText(error),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="feedback-type" label="Type feedback" error={errors.type?.message}>
        <Select {...fieldAria('feedback-type', errors.type?.message)} {...register('type')}>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {FEEDBACK_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="feedback-message" label="Bericht" error={errors.message?.message}>
        <Textarea
          required
          rows={5}
          placeholder="Beschrijf uw feedback..."
          {...fieldAria('feedback-message', errors.message?.message)}
          {...register('message')}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Annuleren
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Verzenden...' : 'Verstuur feedback'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Sends the feedback together with the page it was written on. */
function useCreateFeedbackWithPage() {
  const mutation = useCreateFeedback();
  return (values: FormOutput) =>
    mutation.mutateAsync({
      ...values,
      pageUrl: `${window.location.pathname}${window.location.search}`.slice(0, 500),
    });
}
