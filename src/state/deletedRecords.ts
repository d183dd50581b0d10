/**
 * Tells whoever listens that records were deleted (the data provider reports every successful
 * delete, from any screen), so the tabs of their pages close with them.
 */
type Listener = (resource: string, ids: string[]) => void;

const listeners = new Set<Listener>();

/** Reports deleted records of `resource`. */
export function noteDeleted(resource: string, ids: ReadonlyArray<string | number>): void {
  const named = ids.map(String);
  for (const listener of listeners) listener(resource, named);
}

/** Listens for deletions; returns the function that stops listening. */
export function onDeleted(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
