import { exportFileName } from '@shared/users/own-data';
import { useMutation } from '@tanstack/react-query';
import { send, throwIfNotOk } from '@web/lib/api-client';
import { fileNameOf } from '@web/lib/api-file';

/** GET /api/profile/export: all of one's own data as a ZIP, handed to the browser's download. */
export async function exportOwnData(): Promise<void> {
  const res = await send('GET', '/api/profile/export');
  await throwIfNotOk(res);
  const blob = await res.blob();
  const name =
    fileNameOf(res.headers.get('content-disposition')) ??
    exportFileName(new Date().toISOString().slice(0, 10));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportOwnData() {
  return useMutation({ mutationFn: exportOwnData });
}
