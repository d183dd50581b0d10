import { useSyncExternalStore } from 'react';

/**
 * Whether the tenant's screens show the watermark (设置 → 水印): read with the shell's boot call, set
 * again when an admin changes it here, so the overlay follows at once in this tab.
 */
let on = false;
const listeners = new Set<() => void>();

export function setWatermarkOn(value: boolean): void {
  if (value === on) return;
  on = value;
  for (const l of listeners) l();
}

/** The current choice, re-rendering its reader when it changes. */
export function useWatermarkOn(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => on,
  );
}
