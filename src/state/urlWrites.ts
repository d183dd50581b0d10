/**
 * The URLs a screen writes into the address bar for itself (a list's search, filters, sort and page:
 * refine's syncWithLocation through routerProvider.ts), told as they are written. The router's own
 * location is a transition and may skip some on a busy machine (the next screen chosen before the
 * list's write was rendered), so the opened-screen tabs (useHistoryTabs) follow these instead.
 */
type Listener = (path: string) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each URL (path and query) written; answers the unsubscribe. */
export function onUrlWritten(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners of a URL just written. */
export function urlWritten(path: string): void {
  for (const l of listeners) l(path);
}
