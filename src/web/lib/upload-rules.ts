// The upload rules checked in the browser before sending, by the documents upload and a document request's upload: the server checks them again, and
// checks the type by the content, which the browser cannot.
import {
  ALLOWED_UPLOAD_TYPES,
  DOCUMENT_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
} from '@shared/documents/schemas';

/** What the file pickers say they take. */
export const UPLOAD_HINT = 'PDF, DOC, DOCX, JPG of PNG, maximaal 10 MB per bestand';

/** Extensions the file picker offers; .jpeg is a .jpg. */
const ALLOWED_EXTENSIONS = new Set<string>([...Object.values(ALLOWED_UPLOAD_TYPES), '.jpeg']);
const ALLOWED_MIME_TYPES = new Set<string>([
  ...Object.keys(ALLOWED_UPLOAD_TYPES),
  'image/jpg',
  'image/pjpeg',
]);

/** What the browser knows of a picked file (a File has these; tests pass plain objects). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export interface UploadProblem {
  title: string;
  description: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * True when the name has an allowed extension and the browser's MIME type, if it gave one, is an allowed type too.
 * Some systems report no type or a generic one for Word files; then the extension decides here.
 */
export function isAllowedFile(file: PickedFile): boolean {
  if (!ALLOWED_EXTENSIONS.has(extensionOf(file.name))) return false;
  const type = file.type.toLowerCase();
  return type === '' || type === 'application/octet-stream' || ALLOWED_MIME_TYPES.has(type);
}

/** The first rule the picked files break, as a toast title and text, or null when they may be sent. */
export function checkUploadFiles(files: readonly PickedFile[]): UploadProblem | null {
  if (files.length === 0) {
    return { title: DOCUMENT_MESSAGES.noFiles, description: 'Kies minimaal één bestand om te uploaden.' };
  }
  if (files.length > MAX_FILES_PER_UPLOAD) {
    return { title: DOCUMENT_MESSAGES.tooManyFiles, description: `U koos ${files.length} bestanden.` };
  }
  const wrongType = files.find((file) => !isAllowedFile(file));
  if (wrongType) {
    return {
      title: DOCUMENT_MESSAGES.badType,
      description: `${wrongType.name}: ${DOCUMENT_MESSAGES.badTypeDetail}`,
    };
  }
  const tooLarge = files.find((file) => file.size > MAX_UPLOAD_BYTES);
  if (tooLarge) {
    return {
      title: DOCUMENT_MESSAGES.tooLarge,
      description: `${tooLarge.name} is ${formatFileSize(tooLarge.size)}; maximaal 10 MB per bestand.`,
    };
  }
  return null;
}

const kbFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const mbFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * 2.048 → '2 KB', 1.572.864 → '1,5 MB' (nl-NL, binary units as file managers show them); a file under a kilobyte is
 * '< 1 KB' rather than a rounded '0 KB' (an empty one is '0 KB').
 */
export function formatFileSize(bytes: number): string {
  if (bytes > 0 && bytes < 1024) return '< 1 KB';
  if (bytes < 1024 * 1024) return `${kbFormat.format(Math.max(bytes, 0) / 1024)} KB`;
  return `${mbFormat.format(bytes / (1024 * 1024))} MB`;
}
