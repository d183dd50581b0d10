/** Export jobs of the schema engine (migration 1800, schema-engine/export/export-jobs.service.ts). */

/** Where a job is: writing, its file ready, or stopped with a Chinese message. */
export type ExportJobStatus = 'running' | 'done' | 'failed';

/** One export written in the background for the user who started it. */
interface ExportJobsTable {
  tenant_id: string;
  id: string;
  project_id: string;
  user_id: string;
  /** The resource (schema name) exported, and the file's name as the download gives it. */
  resource: string;
  file_name: string;
  status: ExportJobStatus;
  /** Rows written so far, of `total` (the list's total when the job began). */
  progress: number;
  total: number;
  /** Why it failed (Chinese), else null. */
  message: string | null;
  created_at: string;
  updated_at: string;
  /** When the file and the row are swept. */
  expires_at: string;
}

export interface ExportJobTables {
  export_jobs: ExportJobsTable;
}
