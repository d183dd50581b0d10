import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { HistoryState } from '../state/history';

export interface HistoryTabsProps {
  state: HistoryState;
  titleFor: (id: string) => string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
  onCloseOthers: (id: string) => void;
  onCloseRight: (id: string) => void;
  onCloseAll: () => void;
}

/** The opened screens under the header; right-click a tab, or use the menu at the end, to close tabs. */
export function HistoryTabs({ state, titleFor, onSelect, onClose, onCloseOthers, onCloseRight, onCloseAll }: HistoryTabsProps) {
  if (state.items.length === 0) return null;

  const menuFor = (id: string): MenuProps => {
    const index = state.items.findIndex((i) => i.id === id);
    return {
      items: [
        { key: 'close', label: '关闭' },
        { key: 'others', label: '关闭其他', disabled: state.items.length < 2 },
        { key: 'right', label: '关闭右侧', disabled: index === state.items.length - 1 },
        { key: 'all', label: '关闭全部' },
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
    <Tabs
      className="history-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={state.active ?? ''}
      onChange={onSelect}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose(key)}
      items={state.items.map((item) => ({
        key: item.id,
        closable: true,
        label: <span data-tab-id={item.id}>{titleFor(item.id)}</span>,
      }))}
      // The whole tab (padding and close button included), not only its text, opens the menu:
      // antd's tab bar hands each tab node to this wrapper.
      renderTabBar={(barProps, DefaultTabBar) => (
        <DefaultTabBar {...barProps}>
          {(node) => (
            <Dropdown key={node.key} menu={menuFor(String(node.key))} trigger={['contextMenu']}>
              {node}
            </Dropdown>
          )}
        </DefaultTabBar>
      )}
      tabBarExtraContent={
        state.active ? (
          <Dropdown menu={menuFor(state.active)} trigger={['click']} placement="bottomRight">
            <Button type="text" size="small" icon={<DownOutlined />} aria-label="标签操作" />
          </Dropdown>
        ) : null
      }
    />
  );
}
