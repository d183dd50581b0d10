import { http } from './httpClient';

/** Where a file field's attachments are read (and, with POST, uploaded): `?id=` names one. */
export const FILE_PATH = '/upload/file';

/**
 * Downloads an attachment through the one HTTP client — so the call carries the token and the
 * project like any other, and a refusal (权限不足, 文件不存在) shows as any other — then hands the
 * bytes to the browser as a file under its own name.
 */
export async function downloadFile(id: string, name: string): Promise<void> {
  const res = await http.get<Blob>(FILE_PATH, { params: { id }, responseType: 'blob' });
  saveBlob(res.data, name);
}

/** Hands `blob` to the browser's download as the file `name` (nothing is stored on the server). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // After the click has handed the URL over; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
