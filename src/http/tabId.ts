/**
 * This browser tab's id, new with each page load and kept in memory only: every call says it
 * (`x-ace-tab`, src/domain/liveChanges.ts), so the live changes stream does not tell a tab what it
 * wrote itself (it shows that already) while the user's other tabs hear it.
 */
export const TAB_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
