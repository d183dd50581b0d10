/**
 * The live lists' wire format (docs/decisions.md「实时列表」), shared by the server's event stream
 * (server/src/schema-engine/live-routes.ts) and the client that reads it (src/http/liveStream.ts).
 */

/** The stream's path under /ace-apis. */
export const LIVE_PATH = '/live/changes';

/**
 * The header naming the browser tab a call comes from (a random id per page load, src/http/tabId.ts):
 * a tab's own writes are not told back to it — it already shows them — while its other tabs hear them.
 */
export const TAB_HEADER = 'x-ace-tab';
/** Longest tab id the server takes from the header (anything longer is no tab of ours). */
export const MAX_TAB_ID = 64;

/** The server-sent events' names. */
export const LIVE_EVENTS = {
  /** Connected: from now on every change is told. */
  ready: 'ready',
  /** Records of a resource changed (data: LiveChange). */
  change: 'change',
  /** Changes may have been missed (a server process lost its bus for a moment): reload what is shown. */
  resync: 'resync',
} as const;

/** Records of one resource changed or went (one committed write: one per resource and kind). */
export interface LiveChange {
  resource: string;
  /** `change`: added, changed or restored; `delete`: deleted or purged. */
  kind: 'change' | 'delete';
  /** The records, when few and the reader may see every record of the resource; null: some, unnamed. */
  ids: string[] | null;
}
