import { useEffect, useState } from 'react';
import { useSchemasOutdated } from '../state/schemaVersion';
import { SchemaUpdateBanner } from './lazyShellPages';

/**
 * How long the server's newer designs go unannounced: the admin who publishes loads them at once
 * (the designer refreshes the menu), and the banner would only flash for them.
 */
const SETTLE_MS = 1_500;

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
    // (no network) shows nothing: the next change of the designs asks again.
    let settled = false;
    let loaded = false;
    let live = true;
    const show = () => live && settled && loaded && setShown(true);
    void SchemaUpdateBanner.preload().then(
      () => {
        loaded = true;
        show();
      },
      () => undefined,
    );
    const timer = setTimeout(() => {
      settled = true;
      show();
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
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
