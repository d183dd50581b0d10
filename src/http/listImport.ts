import { http } from './httpClient';
import { download, exportJobState, type ExportJobState } from './listExport';
import type { Envelope } from '../domain/envelope';

/** A row the import refused: the sheet's row number (header is row 1), the column's label, why. */
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

/** What an import did (server: schema-engine/import/import-write.ts). */
export interface ImportResult {
  created: number;
  updated: number;
  failed: ImportProblem[];
}

/** `all`: one bad row imports nothing; `valid`: the good rows are imported, the bad ones reported. */
export type ImportMode = 'all' | 'valid';

/** An import job's state: the export job's, with the result once done. */
export type ImportJobState = ExportJobState & { result?: ImportResult };

/** Saves the resource's import template (`<base>/importTemplate`) under the server's name. */
export const downloadImportTemplate = (base: string, params: Record<string, string>, fallback: string): Promise<void> =>
  download(`${base}/importTemplate`, params, fallback);

/** Sends a filled sheet; answers the result, or a job's id when the file is large. */
export async function startImport(
  base: string,
  params: Record<string, string>,
  file: File,
  mode: ImportMode,
): Promise<ImportResult | { jobId: string }> {
  const body = new FormData();
  body.append('mode', mode);
  body.append('file', file);
  const res = await http.post<Envelope<ImportResult | { jobId: string }>>(`${base}/import`, body, { params });
  return res.data.data;
}

/** How far an import job is, and its result once done. */
export const importJobState = (id: string): Promise<ImportJobState> => exportJobState<ImportJobState>(id);
