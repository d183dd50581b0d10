import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import type { HistoryState } from '../state/history';
import { t } from '../i18n/messages/zh-CN/shell';

export interface HistoryTabsProps {
  state: HistoryState;
  titleFor: (id: string) => string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
  onCloseOthers: (id: string) => void;
  onCloseRight: (id: string) => void;
  onCloseAll: () => void;
}

/** A plain left click: the app moves there itself; Ctrl, ⌘, Shift or a middle click open a browser tab. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

/**
 * The opened screens under the header; right-click a tab, or use the menu at the end, to close tabs.
 *
 * Drawn as navigation between pages, a `<nav>` of links with the shown one `aria-current="page"`,
 * not as ARIA tabs: no tab panel belongs to them (the screen is the route's), and antd's tab bar put
 * the close buttons and the menu inside its `tablist`, which allows tabs only (axe-core's critical
 * `aria-required-children`). Each link and its close button are reached by Tab; Delete on a link closes
 * its tab; a link opens in a browser tab with Ctrl or a middle click, as any link does.
 */
export function HistoryTabs({ state, titleFor, onSelect, onClose, onCloseOthers, onCloseRight, onCloseAll }: HistoryTabsProps) {
  const list = useRef<HTMLUListElement>(null);
  // The shown screen's tab is scrolled into sight along the bar (never the page: scrollIntoView would).
  const activeTitle = state.active ? titleFor(state.active) : '';
  useLayoutEffect(() => {
    const bar = list.current;
    const shown = bar?.querySelector<HTMLElement>('.history-tabs__tab--active');
    if (!bar || !shown) return;
    const [barBox, tabBox] = [bar.getBoundingClientRect(), shown.getBoundingClientRect()];
    if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left;
    else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right;
  }, [state.active, state.items.length, activeTitle]);
  // A tab closed from the keyboard (its button, or Delete on it): focus goes to the tab now shown, not the page's start.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [state]);
  const closeFromKeyboard = (id: string) => {
    refocus.current = true;
    onClose(id);
  };

  if (state.items.length === 0) return null;

  const menuFor = (id: string): MenuProps => {
    const index = state.items.findIndex((i) => i.id === id);
    return {
      items: [
        { key: 'close', label: t('close') },
        { key: 'others', label: t('closeOthers'), disabled: state.items.length < 2 },
        { key: 'right', label: t('closeRight'), disabled: index === state.items.length - 1 },
        { key: 'all', label: t('closeAll') },
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        if (key === 'close') onClose(id);
        else if (key === 'others') onCloseOthers(id);
        else if (key === 'right') onCloseRight(id);
        else onCloseAll();
      },
    };
  };

  return (
    <nav className="history-tabs" aria-label={t('openedPages')}>
      <ul
        className="history-tabs__list"
        ref={list}
        // A mouse wheel scrolls a crowded bar sideways, as a trackpad does.
        onWheel={(e) => {
          if (e.deltaY && list.current) list.current.scrollLeft += e.deltaY;
        }}
      >
        {state.items.map((item) => {
          const title = titleFor(item.id);
          const shown = item.id === state.active;
          return (
            // The whole tab (padding and close button included), not only its text, opens the menu.
            <Dropdown key={item.id} menu={menuFor(item.id)} trigger={['contextMenu']}>
              <li className={shown ? 'history-tabs__tab history-tabs__tab--active' : 'history-tabs__tab'} data-tab-id={item.id}>
                <a
                  href={item.path}
                  aria-current={shown ? 'page' : undefined}
                  aria-keyshortcuts="Delete"
                  onKeyDown={(e) => {
                    if (e.key !== 'Delete') return;
                    e.preventDefault();
                    closeFromKeyboard(item.id);
                  }}
                  onClick={(e) => {
                    if (!plainClick(e)) return;
                    e.preventDefault();
                    if (!shown) onSelect(item.id);
                  }}
                >
                  {title}
                </a>
                <button
                  type="button"
                  className="history-tabs__close"
                  aria-label={t('closeTab', { title })}
                  // detail 0: pressed by Enter or Space, not clicked.
                  onClick={(e) => (e.detail === 0 ? closeFromKeyboard(item.id) : onClose(item.id))}
                >
                  <CloseOutlined aria-hidden />
                </button>
              </li>
            </Dropdown>
          );
        })}
      </ul>
      {state.active && (
        <Dropdown menu={menuFor(state.active)} trigger={['click']} placement="bottomRight">
          <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabActions')} />
        </Dropdown>
      )}
    </nav>
  );
}
