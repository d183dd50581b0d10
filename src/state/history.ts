import type { HistoryEntry } from '../storage/types';
import { readStored, writeStored } from '../storage/clientStorage';

/** The opened-screen history (tabs): entries in opening order and the id of the active one. */
export interface HistoryState {
  items: HistoryEntry[];
  active: string | undefined;
}

export const EMPTY_HISTORY: HistoryState = { items: [], active: undefined };

/** Opening a screen makes it active and adds it if absent (its path is refreshed if present). */
export function openTab(state: HistoryState, entry: HistoryEntry): HistoryState {
  const index = state.items.findIndex((i) => i.id === entry.id);
  if (index === -1) return { items: [...state.items, entry], active: entry.id };
  // Unchanged state keeps its identity so React skips the re-render.
  if (state.active === entry.id && state.items[index].path === entry.path) return state;
  const items = state.items[index].path === entry.path ? state.items : state.items.map((i, n) => (n === index ? entry : i));
  return { items, active: entry.id };
}

/** A tab's path changed (its list's query written), the active tab unchanged; a tab not open is not opened. */
export function notePath(state: HistoryState, id: string, path: string): HistoryState {
  const index = state.items.findIndex((i) => i.id === id);
  if (index === -1 || state.items[index].path === path) return state;
  return { ...state, items: state.items.map((i, n) => (n === index ? { ...i, path } : i)) };
}

/**
 * Closing a tab. When it was active: the previous tab becomes active, or the next one when the
 * closed tab was first; closing the only tab leaves the history empty.
 */
export function closeTab(state: HistoryState, id: string): HistoryState {
  const index = state.items.findIndex((i) => i.id === id);
  if (index === -1) return state;
  const items = state.items.filter((i) => i.id !== id);
  if (state.active !== id) return { items, active: state.active };
  const next = index > 0 ? state.items[index - 1] : state.items[index + 1];
  return { items, active: next?.id };
}

export function closeAll(): HistoryState {
  return EMPTY_HISTORY;
}

/** Keeps only the chosen tab and activates it. */
export function closeOthers(state: HistoryState, id: string): HistoryState {
  const keep = state.items.find((i) => i.id === id);
  return keep ? { items: [keep], active: keep.id } : state;
}

/** Keeps the tabs up to and including the chosen one; the chosen tab becomes active if the active one was closed. */
export function closeRight(state: HistoryState, id: string): HistoryState {
  const index = state.items.findIndex((i) => i.id === id);
  if (index === -1) return state;
  const items = state.items.slice(0, index + 1);
  const active = items.some((i) => i.id === state.active) ? state.active : id;
  return { items, active };
}

/**
 * Closes the tabs whose id `gone` names, without choosing another active tab: whoever closes them
 * moves the router (or already has), and the tab of where it goes opens. Unchanged state keeps its identity.
 */
export function closeTabsWhere(state: HistoryState, gone: (id: string) => boolean): HistoryState {
  const items = state.items.filter((i) => !gone(i.id));
  if (items.length === state.items.length) return state;
  return { items, active: items.some((i) => i.id === state.active) ? state.active : undefined };
}

/**
 * Closes the tabs of deleted records (`…/<resource>/show/<id>`, `…/<resource>/edit/<id>`). The
 * router is not moved: the screen that deleted decides where to go, and that screen's tab opens.
 */
export function closeRecordTabs(state: HistoryState, resource: string, ids: readonly string[]): HistoryState {
  return closeTabsWhere(state, (path) =>
    ids.some((id) => path.endsWith(`/${resource}/show/${id}`) || path.endsWith(`/${resource}/edit/${id}`)),
  );
}

/** The active entry, if any. */
export function activeEntry(state: HistoryState): HistoryEntry | undefined {
  return state.items.find((i) => i.id === state.active);
}

/** Reads the persisted history; an active id that names no entry is dropped. */
export function loadHistory(): HistoryState {
  const stored = readStored('history');
  const items = Array.isArray(stored) ? stored.filter((i) => i && typeof i.id === 'string' && typeof i.path === 'string') : [];
  const active = readStored('historyActive');
  return { items, active: items.some((i) => i.id === active) ? active : undefined };
}

/** Persists the history under `history` and `historyActive`. */
export function saveHistory(state: HistoryState): void {
  writeStored('history', state.items);
  if (state.active) writeStored('historyActive', state.active);
  else localStorage.removeItem('historyActive');
}
