/**
 * Tables behind the field types whose values the server makes or keeps (docs/requirements.md §10.3): the
 * counters of autoNumber fields and the files uploaded for file fields.
 */

/** The last number given for one autoNumber field in one period (migration 1300). */
interface NumberSequencesTable {
  tenant_id: string;
  project_id: string;
  /** `<table>.<column>` of the field. */
  seq_key: string;
  /** The pattern's date parts for the day (`2026`), '' for a pattern without any. */
  period: string;
  last_value: number;
  updated_at: string;
}

/** One file uploaded for a file field (migration 1310). */
interface UploadedFilesTable {
  tenant_id: string;
  id: string;
  project_id: string;
  /** The resource (schema name) and field it was uploaded for. */
  resource: string;
  field: string;
  /** The record it belongs to once one was saved with it; null until then. */
  record_id: string | null;
  /** The file's name as uploaded (cleaned), its size in bytes and its MIME type (from the extension). */
  name: string;
  size: number;
  type: string;
  created_by: string;
  created_at: string;
}

export interface FieldTypeTables {
  number_sequences: NumberSequencesTable;
  uploaded_files: UploadedFilesTable;
}
