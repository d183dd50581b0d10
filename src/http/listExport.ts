import { http } from './httpClient';
import { saveBlob } from './fileDownload';
import type { Envelope } from '../domain/envelope';
import type { JobProgress } from './jobPolling';

/** Where an export job is (server: schema-engine/export/export-job.routes.ts). */
export interface ExportJobState extends JobProgress {
  fileName: string;
  /** The finished file, relative to /ace-apis. */
  url?: string;
}

/** The file name a download's `Content-Disposition` gives (RFC 5987 `filename*` first), else `fallback`. */
export function dispositionName(header: unknown, fallback: string): string {
  if (typeof header !== 'string') return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // A malformed name: the plain one below, or the fallback.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Downloads a GET returning a file through the one HTTP client (token, project, refusals as notices) and saves it. */
export async function download(path: string, params: Record<string, string> | undefined, fallback: string): Promise<void> {
  const res = await http.get<Blob>(path, { params, responseType: 'blob' });
  saveBlob(res.data, dispositionName(res.headers['content-disposition'], fallback));
}

/** 导出 at once: `<base>/export` with the list's query; the file is saved under the server's name. */
export const exportNow = (base: string, params: Record<string, string>, fallback: string) => download(`${base}/export`, params, fallback);

/** Starts an export job with the list's query; answers its id. */
export async function startExportJob(base: string, params: Record<string, string>): Promise<string> {
  // The query travels as the list's does; the body is empty.
  const res = await http.post<Envelope<{ jobId: string }>>(`${base}/exportJob`, {}, { params });
  return res.data.data.jobId;
}

/** How far a job is (an export's, or an import's with its result: `T`). */
export async function exportJobState<T extends ExportJobState = ExportJobState>(id: string): Promise<T> {
  const res = await http.get<Envelope<{ value: T }>>('/setting/job/findById', { params: { _id: id } });
  return res.data.data.value;
}

/** Saves a finished job's file. */
export const downloadJobFile = (job: ExportJobState) => download(job.url!, undefined, job.fileName);
