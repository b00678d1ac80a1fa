import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The name the download is saved under (the server's content-disposition says the same). */
export const EXPORT_FILE_NAME = 'quitpot-my-data.json';

/**
 * GDPR Art. 15 and 20: everything stored about the signed-in user. Kept as the server sent it,
 * not parsed by the contract's schema, which would drop anything the schema does not name.
 */
export async function exportData(): Promise<unknown> {
  return apiRequest<unknown>('/account/export');
}

/** Saves JSON as a file through a Blob and an object URL. */
export function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    onSuccess: (data) => saveJson(data, EXPORT_FILE_NAME),
  });
}
