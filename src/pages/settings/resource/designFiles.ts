/**
 * Moving a design between tenants or installations (docs/requirements.md §10.3) as a JSON file: saved through
 * the browser's download of a Blob (no server file, nothing stored), read back with a FileReader.
 */

import { saveBlob } from '../../../http/fileDownload';
import { t } from '../../../i18n/messages/zh-CN/designer';

/** Offers `value` as the download `<fileName>`, pretty-printed so an admin can read and diff it. */
export function downloadJson(fileName: string, value: unknown): void {
  saveBlob(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }), fileName);
}

/** The message when a chosen file is not JSON. */
export const notJsonText = () => t('notJson');

/** The parsed content of a chosen file; rejects with notJsonText() when it cannot be read as JSON. */
export function readJsonFile(file: Blob): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error(notJsonText()));
    reader.onload = () => {
      try {
        resolve(JSON.parse(String(reader.result)));
      } catch {
        reject(new Error(notJsonText()));
      }
    };
    reader.readAsText(file, 'utf-8');
  });
}
