/**
 * What every reply of the API looks like (docs/requirements.md §3), one definition for the server
 * that builds it and the client that reads it.
 */

/** The response envelope of every `/ace-apis` call. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  data: T;
  timestamp: number;
  path: string;
}

/**
 * A page of a list: its rows and how many there are in all. Past a budget the server estimates the
 * total rather than count a million rows (server/src/db/list/list-total.ts): `totalEstimated` then
 * says so (the list shows 约 N 条), and the request's `_exact=1` asks for the exact figure.
 */
export interface ListResult<T> {
  rows: T[];
  total: number;
  totalEstimated?: true;
}

/**
 * Reply header of every signed-in call: a fingerprint of the caller's tenant's published designs
 * (docs/requirements.md §10.3). When it changes, an admin published or rolled back a resource or custom fields, and
 * the client offers to load them (shell/SchemaUpdateNotice.tsx) without a reload.
 */
export const SCHEMA_VERSION_HEADER = 'schema-version';
