import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Modal, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { useShell } from '../../state/shellContext';
import { usePermissions } from '../../state/permissions';
import { schemaOf, useServedSchemas } from '../../state/servedSchemas';
import { accessInputs, canDo } from '../../providers/accessControlProvider';
import { offered } from '../../engine/screens/useOffered';
import type { AppRoute } from '../routeTable';
import { actionItems, matchItems, PALETTE_GROUPS, screenItems, type PaletteItem } from './paletteEntries';
import { PALETTE_RECORDS, RECORD_SEARCH_MIN, searchRecords, type RecordSource } from './recordSearch';
import { t } from '../../i18n/messages/zh-CN/shellPalette';
import './palette.css';

/** How long typing pauses before records are asked of the server. */
const RECORD_DELAY_MS = 200;
/** Screens and actions shown at most, before the records. */
const LOCAL_LIMIT = 8;

const LISTBOX_ID = 'command-palette-results';
const optionId = (item: PaletteItem) => `command-palette-${item.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** What the server was asked for the text typed last, and what it answered. */
interface RecordState {
  text: string;
  items: PaletteItem[];
  searching: boolean;
}

/**
 * The command palette (Ctrl+K / ⌘K, or the header's 搜索): screens the user may open, 新建… actions
 * the role may take, and records found on the server by name or number as the user types. A
 * combobox over a listbox (WAI-ARIA APG): the text keeps the focus, ↑/↓ move through the results,
 * Enter opens one, Esc closes. Loaded on demand, with the first use.
 */
export function CommandPalette({
  open,
  onClose,
  onOpenScreen,
  onGo,
  routes,
}: {
  open: boolean;
  /** The route table of /app (MainLayout's). */
  routes: readonly AppRoute[];
  onClose: () => void;
  /** A screen of the menu chosen: opens it as the side menu does (its tab as it was left). */
  onOpenScreen: (path: string) => void;
  /** An action or a record chosen: goes to its path. */
  onGo: (path: string) => void;
}) {
  const shell = useShell();
  const permissions = usePermissions();
  useServedSchemas();
  const dataProvider = useDataProvider();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [records, setRecords] = useState<RecordState>({ text: '', items: [], searching: false });

  const screens = useMemo(() => screenItems(shell.menu, routes), [shell.menu, routes]);
  const actions = useMemo(
    () =>
      actionItems(screens, routes, (name) => {
        const schema = schemaOf(name);
        return !!schema && offered(permissions, schema, 'create');
      }),
    [screens, routes, permissions],
  );
  const sources = useMemo(() => {
    const inputs = accessInputs(permissions);
    return PALETTE_RECORDS.flatMap(({ resource, detail }): RecordSource[] => {
      const route = routes.find((r) => r.name === resource && r.screen.kind === 'schema');
      const schema = schemaOf(resource);
      return route && schema && canDo(route, resource, 'list', inputs) ? [{ schema, path: route.fullPath, detail }] : [];
    });
  }, [routes, permissions]);

  // Records of the text typed, asked once typing pauses; an answer to an older text is dropped.
  const query = text.trim();
  useEffect(() => {
    if ([...query].length < RECORD_SEARCH_MIN || !sources.length) {
      setRecords({ text: query, items: [], searching: false });
      return;
    }
    let current = true;
    setRecords((r) => ({ ...r, searching: true }));
    const timer = setTimeout(() => {
      void searchRecords(dataProvider(), sources, query).then((items) => {
        if (current) setRecords({ text: query, items, searching: false });
      });
    }, RECORD_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, sources, dataProvider]);

  const local = [...matchItems(screens, query), ...matchItems(actions, query)].slice(0, query ? LOCAL_LIMIT : LOCAL_LIMIT * 2);
  const found = records.text === query ? records.items : [];
  const items = [...local, ...found];
  const shown = Math.min(active, Math.max(items.length - 1, 0));
  const current = items[shown];

  // The text takes the focus as the dialog opens, not after its entrance: what is typed at once is kept.
  useEffect(() => {
    if (open) input.current?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const choose = (item: PaletteItem) => {
    onClose();
    if (item.kind === 'screen') onOpenScreen(item.path);
    else onGo(item.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An IME choosing characters keeps its arrows and Enter (Safari ends the composition before the
    // keydown, which then says keyCode 229).
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (step && items.length) {
      e.preventDefault();
      setActive((shown + step + items.length) % items.length);
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      choose(current);
    }
  };

  const status = records.searching
    ? t('searching')
    : [...query].length > 0 && [...query].length < RECORD_SEARCH_MIN
      ? t('typeAtLeast', { n: RECORD_SEARCH_MIN })
      : query && !items.length
        ? t('noMatch', { query })
        : query
          ? t('found', { n: items.length })
          : '';

  const groups = (Object.keys(PALETTE_GROUPS) as PaletteItem['kind'][])
    .map((kind) => ({ kind, rows: items.filter((i) => i.kind === kind) }))
    .filter((g) => g.rows.length);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      // Names the dialog for a screen reader; drawn off screen (palette.css): the search line says it.
      title={t('title')}
      width={640}
      style={{ top: 80 }}
      rootClassName="command-palette"
      afterOpenChange={(opened) => {
        if (opened) return;
        setText('');
        setActive(0);
      }}
    >
      <Input
        ref={input}
        size="large"
        variant="borderless"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('title')}
        aria-expanded={items.length > 0}
        aria-controls={items.length ? LISTBOX_ID : undefined}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
      />
      {/* Drawn only with something in it: an empty listbox is one a screen reader announces for nothing. */}
      {items.length > 0 && (
        <div id={LISTBOX_ID} role="listbox" aria-label={t('results')} className="command-palette__results">
          {groups.map((g) => (
            <div role="group" key={g.kind} aria-labelledby={`${LISTBOX_ID}-${g.kind}`}>
              <div className="command-palette__group" id={`${LISTBOX_ID}-${g.kind}`} role="presentation">
                {t(PALETTE_GROUPS[g.kind])}
              </div>
              {g.rows.map((item) => (
                <div
                  key={item.key}
                  id={optionId(item)}
                  role="option"
                  aria-selected={item === current}
                  className={item === current ? 'command-palette__option command-palette__option--active' : 'command-palette__option'}
                  // The pointer chooses; it moves the highlight only when it moves, so a list that grows
                  // under a resting cursor keeps the keyboard's place.
                  onMouseMove={() => setActive(items.indexOf(item))}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(item)}
                >
                  <span className="command-palette__label">{item.label}</span>
                  {item.detail && <span className="command-palette__detail">{item.detail}</span>}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
      <div className="command-palette__status" role="status" aria-live="polite">
        {status}
      </div>
      <div className="command-palette__hint" aria-hidden>
        <span>{t('hintSelect')}</span>
        <span>{t('hintOpen')}</span>
        <span>{t('hintClose')}</span>
      </div>
    </Modal>
  );
}
