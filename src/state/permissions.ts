import { useSyncExternalStore } from 'react';
import type { EffectivePermissions } from '../domain/permissions/grants';
// Shell bootstrap: read with the user menu, before refine mounts, so through the HTTP client itself.
import { apiGet } from '../http/httpClient';

/**
 * The signed-in user's effective permissions (docs/requirements.md §10.2), in memory only: the stored keys are
 * exactly the spec's, and a reload reads them again. `null` until read (or when the read failed):
 * screens then behave as before roles were data and the server still refuses what it must.
 */
let current: EffectivePermissions | null = null;
const listeners = new Set<() => void>();

/** The permissions as last read, or null. */
export function readPermissions(): EffectivePermissions | null {
  return current;
}

/** Replaces the permissions and re-renders the screens that read them. */
export function setPermissions(next: EffectivePermissions | null): void {
  if (next === current) return;
  current = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The permissions, re-rendering the component when they are read again. */
export function usePermissions(): EffectivePermissions | null {
  return useSyncExternalStore(subscribe, readPermissions, readPermissions);
}

/** A reply of the expected shape, else null (a malformed reply must not lock or open anything). */
export function parsePermissions(value: unknown): EffectivePermissions | null {
  if (!value || typeof value !== 'object') return null;
  const { superAdmin, permissions } = value as Partial<EffectivePermissions>;
  if (typeof superAdmin !== 'boolean' || !permissions || typeof permissions !== 'object') return null;
  const wellFormed = Object.values(permissions).every((g) => !!g && Array.isArray(g.actions));
  return wellFormed ? { superAdmin, permissions } : null;
}

/**
 * Reads `GET /setting/role/mine` and keeps the answer. Rights are the user's, not the project's:
 * no `projectid`, so a stored project of an older session cannot spoil the read. A failed read is
 * not shown (the menu still decides what opens and the server refuses what it must); the
 * permissions read before stay.
 */
export async function loadPermissions(): Promise<EffectivePermissions | null> {
  try {
    const { value } = await apiGet<{ value: unknown }>('/setting/role/mine', undefined, { skipProject: true, silent: true });
    applyPermissions(value);
  } catch {
    // Kept as they were; see above.
  }
  return current;
}

/** Keeps the `value` of a role/mine reply (read alone or in the boot call) when well formed. */
export function applyPermissions(value: unknown): void {
  const parsed = parsePermissions(value);
  if (parsed) setPermissions(parsed);
}
