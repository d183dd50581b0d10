import { useEffect } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { lazyComponent } from '../../engine/screens/lazyComponent';
import { useOnDemand } from '../../components/useOnDemand';
import { whenLeaveAllowed } from '../../state/leaveGuard';
import type { AppRoute } from '../routeTable';
import { t } from '../../i18n/messages/zh-CN/shellPaletteButton';

/** The palette, in a chunk of its own loaded with the first use. */
const CommandPalette = lazyComponent(() => import('./CommandPalette').then((m) => m.CommandPalette));

/** A Mac's keyboard: ⌘K there (Ctrl+K in a text field deletes to the end of the line), Ctrl+K elsewhere. */
const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const SHORTCUT = MAC ? { label: '⌘ K', aria: 'Meta+K' } : { label: 'Ctrl K', aria: 'Control+K' };

/** Whether a key press asks for the palette: ⌘K on a Mac, Ctrl+K elsewhere. */
const isPaletteShortcut = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (MAC ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/**
 * The header's 搜索 and its shortcut (Ctrl+K / ⌘K anywhere in /app). The palette itself loads with
 * the first use, not with the first screen (docs/requirements.md §10.5).
 */
export function PaletteButton({
  phone,
  routes,
  onOpenScreen,
}: {
  phone: boolean;
  routes: readonly AppRoute[];
  onOpenScreen: (path: string) => string;
}) {
  const palette = useOnDemand(CommandPalette, t('loadFailed'));
  const navigate = useNavigate();
  const { show } = palette;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e) || e.defaultPrevented) return;
      e.preventDefault(); // the browser's own Ctrl+K (its address bar) gives way inside the app
      void show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
  // The same leave rule as the menu: unsaved input is asked about before the screen changes.
  const go = (path: () => string) => whenLeaveAllowed(() => void navigate(path()));
  return (
    <>
      <Button
        className="palette-button"
        icon={<SearchOutlined aria-hidden />}
        onClick={() => void show()}
        // On a desk the name is what the button shows (搜索 Ctrl K); a phone's magnifier says it in words.
        aria-label={phone ? t('search') : undefined}
        aria-keyshortcuts={SHORTCUT.aria}
        aria-haspopup="dialog"
      >
        {!phone && (
          <>
            <span className="palette-button__text">{t('search')}</span> <kbd className="palette-button__key">{SHORTCUT.label}</kbd>
          </>
        )}
      </Button>
      {palette.loaded && (
        <CommandPalette
          open={palette.open}
          routes={routes}
          onClose={palette.close}
          onOpenScreen={(path) => go(() => onOpenScreen(path))}
          onGo={(path) => go(() => path)}
        />
      )}
    </>
  );
}
