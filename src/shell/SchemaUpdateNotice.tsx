import { useEffect, useState } from 'react';
import { useSchemasOutdated } from '../state/schemaVersion';
import { SchemaUpdateBanner } from './lazyShellPages';

/**
 * How long the server's newer designs go unannounced: the admin who publishes loads them at once
 * (the designer refreshes the menu), and the banner would only flash for them.
 */
const SETTLE_MS = 1_500;
/** How soon the banner's chunk is asked for again after it failed to load (no network). */
const RETRY_MS = 30_000;

/**
 * A banner over the screen once an admin published or rolled back a resource or custom fields
 * since this browser read the schemas (state/schemaVersion.ts): one click loads them with the
 * menu, no reload. Not done unasked, as it may redraw the screen the user is filling in.
 */
export function SchemaUpdateNotice({ onLoad }: { onLoad: () => Promise<void> }) {
  const outdated = useSchemasOutdated();
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!outdated) return setShown(false);
    // The banner's chunk loads while the designs settle; it shows once both are done. A failed load
    // (no network) is asked for again while the designs stay newer.
    let settled = false;
    let loaded = false;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const show = () => live && settled && loaded && setShown(true);
    const fetchBanner = () =>
      void SchemaUpdateBanner.preload().then(
        () => {
          loaded = true;
          show();
        },
        () => {
          if (live) retry = setTimeout(fetchBanner, RETRY_MS);
        },
      );
    fetchBanner();
    const timer = setTimeout(() => {
      settled = true;
      show();
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(retry);
    };
  }, [outdated]);
  if (!shown) return null;
  const load = async () => {
    setLoading(true);
    try {
      await onLoad();
    } finally {
      setLoading(false);
    }
  };
  return <SchemaUpdateBanner loading={loading} onLoad={() => void load()} />;
}
