import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@shared/documents/schemas';
import type { StepField } from '@shared/workflows';
import { WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { FileText, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useUploadStepReport } from '../api/upload-step-report';

/** A PDF by its type or, when the browser does not know the type, by its name (the server checks the content). */
function looksLikePdf(file: File): boolean {
  if (file.type) return file.type === 'application/pdf';
  return file.name.toLowerCase().endsWith('.pdf');
}

/**
 * The PDF report of a step: picked, checked (PDF, at most 10 MB), uploaded through
 * POST /api/upload right away; the field keeps the fileUrl the server answers.
 */
export function ReportUploadField({
  id,
  field,
  projectId,
  stepNumber,
  value,
  error,
  onChange,
}: {
  id: string;
  field: StepField;
  projectId: string;
  stepNumber: number;
  value: unknown;
  error?: string;
  onChange: (fileUrl: string) => void;
}) {
  const upload = useUploadStepReport();
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileUrl = typeof value === 'string' && value ? value : null;

  const reset = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onPick = (file: File | undefined) => {
    if (!file) return;
    if (!looksLikePdf(file)) {
      toast({
        title: WORKFLOW_MESSAGES.invalidFile,
        description: WORKFLOW_MESSAGES.pdfOnly,
        variant: 'destructive',
      });
      reset();
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({
        title: WORKFLOW_MESSAGES.invalidFile,
        description: DOCUMENT_MESSAGES.tooLarge,
        variant: 'destructive',
      });
      reset();
      return;
    }
    upload.mutate(
      { file, projectId, step: stepNumber },
      {
        onSuccess: (res) => {
          setFileName(file.name);
          onChange(res.fileUrl);
          toast({ title: 'Rapport geüpload', description: file.name, variant: 'success' });
        },
        onError: (err) =>
          toast({
            title: 'Upload fout',
            description: errorText(err, 'Er is een fout opgetreden bij het uploaden van het rapport'),
            variant: 'destructive',
          }),
        onSettled: reset,
      },
    );
  };

  const describedBy = [`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-foreground">
        {field.label}
        {field.required ? (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {/* The native input stays for keyboards and screen readers; its look is the label-button beside it. */}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          disabled={upload.isPending}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onPick(e.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:pointer-events-none peer-disabled:opacity-60',
            error && 'border-destructive',
          )}
        >
          {upload.isPending ? <Spinner /> : <Upload aria-hidden />}
          {fileUrl ? 'Ander bestand kiezen' : 'PDF kiezen'}
        </label>
        {upload.isPending ? (
          <span className="text-sm text-muted-foreground" role="status">
            Rapport uploaden...
          </span>
        ) : fileUrl ? (
          <a
            href={fileUrl}
            download
            className="inline-flex min-w-0 items-center gap-1.5 text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4 shrink-0" aria-hidden />
            {fileName ? `${fileName} downloaden` : 'Rapport downloaden'}
          </a>
        ) : (
          <span className="text-sm text-muted-foreground">Geen bestand gekozen</span>
        )}
      </div>
      <p id={`${id}-description`} className="text-xs text-muted-foreground">
        {field.help ?? 'Alleen PDF bestanden'}, maximaal 10 MB. Het rapport wordt direct na het uploaden
        toegevoegd aan de documenten van dit project en is zichtbaar voor de klant.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
