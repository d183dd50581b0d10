import { useSyncExternalStore } from 'react';

/**
 * Which version of the tenant's published designs this browser serves, and which the server last
 * said it has (the schema-version header of every signed-in reply, src/domain/envelope.ts). They
 * differ when an admin published or rolled back a resource or custom fields since the schemas were
 * read: the shell then offers to load them (shell/SchemaUpdateNotice.tsx). Loading them is left to
 * the user, as it may redraw the screen they are typing in.
 */
let seen: string | undefined;
let applied: string | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The fingerprint a reply carried (every reply's header, passed on by src/shell/httpListeners.ts). */
export function noteSchemaVersion(value: unknown): void {
  if (typeof value !== 'string' || !value || value === seen) return;
  seen = value;
  emit();
}

/** The schemas now served were read while the server said `value` (the reply to the read of them). */
export function markSchemasApplied(value: string | undefined): void {
  if (value === undefined || value === applied) return;
  applied = value;
  emit();
}

/** Whether the server has designs newer than those served here. */
const schemasOutdated = (): boolean => seen !== undefined && applied !== undefined && seen !== applied;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** `schemasOutdated`, re-rendering when it changes. */
export const useSchemasOutdated = (): boolean => useSyncExternalStore(subscribe, schemasOutdated, schemasOutdated);

/** Forgets both (signing out, tests). */
export function resetSchemaVersion(): void {
  seen = applied = undefined;
  emit();
}
