// The upload rules checked in the browser before sending, from the shared limits (the server checks them again,
// and the type by the content, which the browser cannot).
import {
  ALLOWED_UPLOAD_TYPES,
  DOCUMENT_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
} from '@shared/documents/schemas';

const ALLOWED_EXTENSIONS = new Set<string>([...Object.values(ALLOWED_UPLOAD_TYPES), '.jpeg']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The first rule the picked files break, in Dutch, or null when they may be sent. */
export function uploadProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return DOCUMENT_MESSAGES.noFiles;
  if (files.length > MAX_FILES_PER_UPLOAD) return DOCUMENT_MESSAGES.tooManyFiles;
  const wrong = files.find((f) => !ALLOWED_EXTENSIONS.has(extensionOf(f.name)));
  if (wrong) return `${wrong.name}: ${DOCUMENT_MESSAGES.badTypeDetail}`;
  const big = files.find((f) => f.size > MAX_UPLOAD_BYTES);
  if (big) return `${big.name}: ${DOCUMENT_MESSAGES.tooLarge}`;
  return null;
}

export const UPLOAD_HINT = 'PDF, DOC, DOCX, JPG of PNG, maximaal 10 MB per bestand';
