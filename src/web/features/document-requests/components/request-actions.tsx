import { rejectDocumentRequestBody } from '@shared/document-requests/schemas';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import { UPLOAD_ACCEPT } from '@shared/documents/schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { ReasonField } from '@web/components/ui/reason-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Check, Upload, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useAcceptDocumentRequest } from '../api/accept-document-request';
import { useRejectDocumentRequest } from '../api/reject-document-request';
import { useUploadRequestFiles } from '../api/upload-request-files';
import { UPLOAD_HINT, uploadProblem } from '../lib/upload-check';

/** The consumer's upload into one request: a file picker (several files) and 'Uploaden'. */
export function RequestUpload({
  projectId,
  requestId,
  title,
}: {
  projectId: string;
  requestId: string;
  title: string;
}) {
  const id = useId();
  const upload = useUploadRequestFiles(projectId);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    setFiles(picked);
    setProblem(picked.length > 0 ? uploadProblem(picked) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = uploadProblem(files);
    if (found) {
      setProblem(found);
      input.current?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ requestId, files });
      toast({ variant: 'success', title: M.uploaded, description: title });
      setFiles([]);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <label htmlFor={`${id}-files`} className="text-sm font-medium">
        {M.uploadLabel} <span className="sr-only">voor {title}</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          onChange={onPick}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          className="h-auto min-w-0 flex-1 py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium"
        />
        <Button type="submit" size="sm" disabled={upload.isPending}>
          <Upload aria-hidden />
          {upload.isPending ? 'Uploaden...' : M.uploadButton}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {UPLOAD_HINT}
      </p>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** The professional's judgement of a submitted request: 'Goedkeuren' at once, 'Afkeuren' with a reason. */
export function DecideButtons({
  projectId,
  requestId,
  title,
}: {
  projectId: string;
  requestId: string;
  title: string;
}) {
  const id = useId();
  const accept = useAcceptDocumentRequest(projectId);
  const reject = useRejectDocumentRequest(projectId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const onAccept = async () => {
    try {
      await accept.mutateAsync(requestId);
      toast({ variant: 'success', title: M.accepted, description: title });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Goedkeuren mislukt', description: errorText(err) });
    }
  };

  const onReject = async (close: () => void) => {
    const parsed = rejectDocumentRequestBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.reasonRequired);
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      await reject.mutateAsync({ requestId, reason: parsed.data.reason });
      toast({ variant: 'success', title: M.rejected, description: title });
      setReason('');
      close();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Afkeuren mislukt', description: errorText(err) });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        onClick={() => void onAccept()}
        disabled={accept.isPending}
        aria-label={`${M.acceptButton}: ${title}`}
      >
        <Check aria-hidden />
        {M.acceptButton}
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" aria-label={`${M.rejectButton}: ${title}`}>
            <X aria-hidden />
            {M.rejectButton}
          </Button>
        }
        title={`'${title}' afkeuren?`}
        description={
          <>
            <span className="block">
              De klant krijgt een melding en een e-mail met de reden en kan daarna een nieuw bestand uploaden.
            </span>
            <ReasonField
              ref={field}
              id={`${id}-reason`}
              label={M.rejectReasonLabel}
              maxLength={1000}
              value={reason}
              onChange={setReason}
              error={error}
            />
          </>
        }
        confirmLabel={M.rejectConfirm}
        pendingLabel="Bezig..."
        pending={reject.isPending}
        onConfirm={onReject}
      />
    </div>
  );
}
