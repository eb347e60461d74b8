// Answers that are files, kept apart from api-client so the sign-in page's bundle does not carry them.
import { send, throwIfNotOk } from './api-client';

/** A file the server made: its bytes and the name its Content-Disposition gives (null when it gives none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header: filename*=UTF-8''… when present, else filename="…". */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * A state-changing request whose answer is a file (a SEPA export), for the screen to save: a plain link cannot
 * send a body nor our Origin on a POST.
 */
export async function apiRequestFile(method: 'POST', url: string, body?: unknown): Promise<DownloadedFile> {
  const res = await send(method, url, body);
  await throwIfNotOk(res);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
}
