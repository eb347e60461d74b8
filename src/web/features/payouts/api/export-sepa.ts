import type { SepaBody } from '@shared/payouts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestFile, type DownloadedFile } from '@web/lib/api-file';
import { PAYOUTS_QUERY_KEY } from './get-payouts';

/**
 * POST /api/admin/payouts/sepa (admin): the SEPA credit-transfer file of the chosen 'created' payouts, which the
 * server then marks 'sent' (409 when one of them is not 'created' any more).
 */
export function exportSepa(body: SepaBody): Promise<DownloadedFile> {
  return apiRequestFile('POST', '/api/admin/payouts/sepa', body);
}

export function useExportSepa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportSepa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYOUTS_QUERY_KEY }),
  });
}

/** Hands a file the page received to the browser's download, under `name`. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
