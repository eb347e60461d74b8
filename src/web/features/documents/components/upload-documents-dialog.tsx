import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  documentUploadFields,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
} from '@shared/documents/schemas';
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
import { checkUploadFiles, formatFileSize, isAllowedFile, UPLOAD_HINT } from '@web/lib/upload-rules';
import { FileText, Upload } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUploadDocuments } from '../api/upload-documents';

type FormInput = z.input<typeof documentUploadFields>;
type FormOutput = z.output<typeof documentUploadFields>;

/** 'Uploaden' and its dialog: files, category, description and an optional step number. */
export function UploadDocumentsDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Upload aria-hidden />
          Uploaden
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Documenten uploaden</DialogTitle>
          <DialogDescription>
            De bestanden zijn zichtbaar voor iedereen die aan dit project werkt, ook de klant.
          </DialogDescription>
        </DialogHeader>
        {open ? <UploadForm projectId={projectId} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const upload = useUploadDocuments(projectId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(documentUploadFields),
    defaultValues: { category: 'general', description: '' },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    setFiles(picked);
    const problem = picked.length > 0 ? checkUploadFiles(picked) : null;
    setFileError(problem ? `${problem.title}: ${problem.description}` : undefined);
  };

  const onSubmit = handleSubmit(async (values) => {
    const problem = checkUploadFiles(files);
    if (problem) {
      setFileError(`${problem.title}: ${problem.description}`);
      toast({ variant: 'destructive', title: problem.title, description: problem.description });
      return;
    }
    try {
      const answer = await upload.mutateAsync({
        files,
        category: values.category,
        description: values.description || undefined,
        stepNumber: values.stepNumber,
      });
      const added =
        files.length === 1
          ? `${files[0]?.name} is toegevoegd.`
          : `${files.length} bestanden zijn toegevoegd.`;
      const description =
        answer?.message && answer.message !== DOCUMENT_MESSAGES.uploaded ? answer.message : added;
      toast({ variant: 'success', title: DOCUMENT_MESSAGES.uploaded, description });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: DOCUMENT_MESSAGES.uploadFailed,
        description: errorText(error),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="document-files" label="Bestanden" description={UPLOAD_HINT} error={fileError}>
        <Input
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          onChange={onPick}
          className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium"
          {...fieldAria('document-files', fileError, true)}
        />
      </FormField>
      {files.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Gekozen bestanden">
          {files.map((file) => {
            const bad = !isAllowedFile(file) || file.size > MAX_UPLOAD_BYTES;
            return (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className={bad ? 'flex items-center gap-2 text-destructive' : 'flex items-center gap-2'}
              >
                <FileText className="size-4 shrink-0" aria-hidden />
                <span className="truncate">{file.name}</span>
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                  {formatFileSize(file.size)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FormField id="document-category" label="Categorie" error={errors.category?.message}>
        <Select {...fieldAria('document-category', errors.category?.message)} {...register('category')}>
          {DOCUMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {DOCUMENT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id="document-description"
        label="Beschrijving (optioneel)"
        error={errors.description?.message}
      >
        <Textarea
          rows={3}
          maxLength={500}
          placeholder="Bijvoorbeeld: ondertekende koopovereenkomst"
          className="min-h-20"
          {...fieldAria('document-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <FormField
        id="document-step"
        label="Stapnummer (optioneel)"
        description="Bij welke stap van het stappenplan hoort dit document?"
        error={errors.stepNumber?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          className="w-32"
          {...fieldAria('document-step', errors.stepNumber?.message, true)}
          {...register('stepNumber', { setValueAs: (value) => (value === '' ? undefined : value) })}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Annuleren
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploaden...' : 'Uploaden'}
        </Button>
      </DialogFooter>
    </form>
  );
}
