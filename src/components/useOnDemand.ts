import { useCallback, useState } from 'react';
import { useNotices } from '../state/notices';

/**
 * A dialog or drawer loaded when first asked for (a lazyComponent) and opened once loaded, so it never
 * suspends what shows it. Drawn from its first load on (`loaded`), so it stays for its closing
 * animation. A failed load (no network) says `failure` and is asked again the next time.
 */
export function useOnDemand(component: { preload(): Promise<void> }, failure: string) {
  const { message } = useNotices();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  /** Loads it ahead without opening it; a failure is said when it is asked for. */
  const load = useCallback(
    () =>
      component.preload().then(
        () => setLoaded(true),
        () => undefined,
      ),
    [component],
  );
  const show = useCallback(
    () =>
      component.preload().then(
        () => {
          setLoaded(true);
          setOpen(true);
        },
        () => void message.error(failure),
      ),
    [component, failure, message],
  );
  const close = useCallback(() => setOpen(false), []);
  return { loaded, open, load, show, close };
}
