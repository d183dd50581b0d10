import type { StoredValues } from './types';

export type StorageKey = keyof StoredValues;

/** Exactly the keys of docs/requirements.md §3; nothing else is ever written. */
export const STORAGE_KEYS: readonly StorageKey[] = [
  'auth',
  'authToken',
  'userMenu',
  'settings',
  'isLogout',
  'currentProject',
  'userProject',
  'history',
  'historyActive',
] as const;

/**
 * Reads a stored JSON value. A value that fails to parse is removed and treated as absent,
 * so one corrupted key never breaks the app for good.
 */
export function readStored<K extends StorageKey>(key: K): StoredValues[K] | undefined {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as StoredValues[K];
  } catch {
    localStorage.removeItem(key);
    return undefined;
  }
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Clears every key of the spec (logout, 401); other sites' keys on the same origin are left alone. */
export function clearStored(): void {
  for (const key of STORAGE_KEYS) localStorage.removeItem(key);
}
