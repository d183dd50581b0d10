import { Button, Dropdown } from 'antd';
import { useMenuOpen } from './useMenuOpen';
import { DownOutlined } from '@ant-design/icons';
import type { Project } from '../storage/types';
import { headerPopupContainer } from './headerPopup';
import { t } from '../i18n/messages/zh-CN/shell';

/**
 * Chooses the project every business call works in (stored as `currentProject`): the current
 * project's name, and a menu of them all with the current one marked. A menu as antd Pro's
 * organisation switch, not a Select: antd's Select is the biggest thing the header would carry
 * (about 22 KB gzip by source-map attribution), and the first screen after login has nothing else that needs it.
 */
export function ProjectSwitcher({
  projects,
  currentId,
  onSwitch,
}: {
  projects: Project[];
  currentId: string | undefined;
  onSwitch: (id: string) => void;
}) {
  const current = projects.find((p) => p._id === currentId);
  const name = current?.name ?? t('pickProject');
  const menu = useMenuOpen();
  return (
    <Dropdown
      {...menu.dropdown}
      trigger={['click']}
      // The menu takes the focus when it opens, so the arrow keys choose at once.
      autoFocus
      getPopupContainer={headerPopupContainer}
      menu={{
        items: projects.length
          ? projects.map((p) => ({
              key: p._id,
              label: p.name,
              // One of several, the current one checked: said to a screen reader, not only shown.
              role: 'menuitemradio',
              'aria-checked': p._id === current?._id,
            }))
          : [{ key: 'none', label: t('noProjects'), disabled: true }],
        selectable: true,
        selectedKeys: current ? [current._id] : [],
        // 暂无可切换的项目 is disabled: antd never reports a click on it.
        onClick: ({ key }) => key !== currentId && onSwitch(key),
      }}
    >
      {/* The name may be cut with …: the title shows it whole. */}
      <Button
        {...menu.trigger}
        className="project-switcher"
        aria-label={t('currentProject', { name })}
        title={current ? t('currentProject', { name }) : name}
      >
        <span className="project-switcher__name">{name}</span>
        <DownOutlined className="project-switcher__arrow" />
      </Button>
    </Dropdown>
  );
}
