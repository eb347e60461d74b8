// Project documents: the record, the upload form and its limits.
import { text, z } from '../zod';

export const DOCUMENT_CATEGORIES = [
  'general',
  'contract',
  'inspection',
  'report',
  'photo',
  'certificate',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  general: 'Algemeen',
  contract: 'Contract',
  inspection: 'Inspectie',
  report: 'Rapport',
  photo: "Foto's",
  certificate: 'Certificaat',
  other: 'Overig',
};

/** 10 MB per file, enforced on the server and checked in the browser before sending. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** At most this many files in one upload. */
export const MAX_FILES_PER_UPLOAD = 10;

/**
 * The allowed types as the server detects them from the content (never the name or the client's MIME type), with
 * the extension the browser's file picker offers. An old .doc is an OLE compound file, which file-type calls
 * application/x-cfb; it is stored and served as application/msword.
 */
export const ALLOWED_UPLOAD_TYPES = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'image/jpeg': '.jpg',
  'image/png': '.png',
} as const;
export type AllowedUploadType = keyof typeof ALLOWED_UPLOAD_TYPES;
/** For <input accept=...>. */
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

export const projectDocument = z.object({
  id: z.string(),
  projectId: z.string(),
  originalName: z.string(),
  description: z.string().nullable(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  category: z.enum(DOCUMENT_CATEGORIES),
  stepNumber: z.number().int().nullable(),
  createdAt: z.string(),
  /** The uploader's user id (null once that account is erased) and display name. */
  uploadedBy: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  downloadCount: z.number().int(),
});
export type ProjectDocument = z.infer<typeof projectDocument>;
export const projectDocuments = z.array(projectDocument);

/** The text fields of POST /api/projects/{id}/documents (multipart, next to the repeated `files`). */
export const documentUploadFields = z.object({
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Onbekende categorie' }).default('general'),
  description: text().trim().max(500, { error: 'Maximaal 500 tekens' }).optional(),
  stepNumber: z.coerce
    .number({ error: 'Stapnummer moet een getal zijn' })
    .int({ error: 'Stapnummer moet een getal zijn' })
    .min(1, { error: 'Stapnummer moet een getal zijn' })
    .max(50, { error: 'Stapnummer moet een getal zijn' })
    .optional(),
});

export const documentUploadResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  documents: projectDocuments,
});

/** POST /api/upload (multipart: file, projectId, step): a step report; answers where to fetch it. */
export const stepUploadFields = z.object({
  projectId: z.uuid({ error: 'Opdracht niet gevonden' }),
  step: z.coerce.number({ error: 'Stapnummer moet een getal zijn' }).int().min(1).max(50),
});
export const stepUploadResponse = z.object({
  success: z.boolean(),
  fileUrl: z.string(),
  document: projectDocument,
});

/** Where a document is downloaded: the `fileUrl` of a step report, the link in the documents list. */
export const documentDownloadUrl = (id: string) => `/api/documents/${id}/download`;
/** The document id in a download URL such as a step's stored `fileUrl`, or undefined when it is not one. */
export function documentIdFromUrl(url: string): string | undefined {
  const m =
    /^\/api\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/download$/i.exec(url);
  return m?.[1]?.toLowerCase();
}

export const documentIdParams = z.object({ id: z.uuid({ error: 'Document niet gevonden' }) });

export const DOCUMENT_MESSAGES = {
  noFiles: 'Geen bestanden geselecteerd',
  badType: 'Ongeldig bestandstype',
  badTypeDetail: 'Alleen PDF, DOC, DOCX, JPG en PNG bestanden zijn toegestaan',
  tooLarge: 'Bestand is te groot (maximaal 10 MB)',
  tooManyFiles: 'Maximaal 10 bestanden tegelijk',
  uploaded: 'Upload succesvol',
  uploadFailed: 'Upload mislukt',
  deleted: 'Document verwijderd',
  deleteFailed: 'Verwijderen mislukt',
  notFound: 'Document niet gevonden',
  empty: 'Geen documenten gevonden',
  pdfOnly: 'Alleen PDF bestanden zijn toegestaan',
} as const;
