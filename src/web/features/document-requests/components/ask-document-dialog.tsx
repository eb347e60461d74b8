import { zodResolver } from '@hookform/resolvers/zod';
import { presetsFor } from '@shared/document-requests/presets';
import { createDocumentRequestBody } from '@shared/document-requests/schemas';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import type { ProjectType } from '@shared/projects/types';
import { todayInAmsterdam } from '@shared/workflows/validation';
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
import { Input, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { FilePlus2 } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateDocumentRequest } from '../api/create-document-request';

type FormInput = z.input<typeof createDocumentRequestBody>;
type FormOutput = z.output<typeof createDocumentRequestBody>;

/** 'Documenten opvragen': a preset of the project's service or a title of one's own, a text and a due date. */
export function AskDocumentDialog({
  projectId,
  projectType,
}: {
  projectId: string;
  projectType: ProjectType;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <FilePlus2 aria-hidden />
          {M.askTitle}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{M.askTitle}</DialogTitle>
          <DialogDescription>
            De klant krijgt een melding en een e-mail en kan de bestanden hier bij de opdracht uploaden.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <AskForm projectId={projectId} projectType={projectType} onDone={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AskForm({
  projectId,
  projectType,
  onDone,
}: {
  projectId: string;
  projectType: ProjectType;
  onDone: () => void;
}) {
  const presets = presetsFor(projectType);
  const create = useCreateDocumentRequest(projectId);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createDocumentRequestBody),
    defaultValues: { title: '', description: '', dueDate: '' },
  });

  const onPreset = (event: ChangeEvent<HTMLSelectElement>) => {
    const preset = presets.find((p) => p.key === event.target.value);
    setValue('title', preset?.title ?? '', { shouldValidate: Boolean(preset) });
    setValue('description', preset?.description ?? '');
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, dueDate: values.dueDate || null });
      toast({ variant: 'success', title: M.created, description: values.title });
      onDone();
    } catch (error) {
      applyFieldErrors(error, setError);
      toast({ variant: 'destructive', title: 'Versturen mislukt', description: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {presets.length > 0 ? (
        <FormField id="docreq-preset" label={M.presetLabel}>
          <Select id="docreq-preset" defaultValue="" onChange={onPreset}>
            <option value="">{M.presetNone}</option>
            {presets.map((p) => (
              <option key={p.key} value={p.key}>
                {p.title}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField id="docreq-title" label={M.titleLabel} error={errors.title?.message}>
        <Input maxLength={120} {...fieldAria('docreq-title', errors.title?.message)} {...register('title')} />
      </FormField>
      <FormField id="docreq-description" label={M.descriptionLabel} error={errors.description?.message}>
        <Textarea
          rows={3}
          maxLength={1000}
          className="min-h-20"
          {...fieldAria('docreq-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <FormField id="docreq-due" label={M.dueDateLabel} error={errors.dueDate?.message}>
        <Input
          type="date"
          min={todayInAmsterdam()}
          className="w-48"
          {...fieldAria('docreq-due', errors.dueDate?.message)}
          {...register('dueDate')}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {M.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Versturen...' : M.askButton}
        </Button>
      </DialogFooter>
    </form>
  );
}
