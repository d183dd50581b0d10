import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { Project } from '../storage/types';
import { headerPopupContainer } from './headerPopup';

/**
 * Chooses the project every business call works in (stored as `currentProject`): the current
 * project's name, and a menu of them all with the current one marked. A menu as antd Pro's
 * organisation switch, not a Select: antd's Select is the biggest thing the header would carry
 * (about 24 KB gzip), and the first screen after login has nothing else that needs it.
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
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={headerPopupContainer}
      menu={{
        items: projects.map((p) => ({ key: p._id, label: p.name })),
        selectable: true,
        selectedKeys: current ? [current._id] : [],
        onClick: ({ key }) => key !== currentId && onSwitch(key),
      }}
    >
      <Button className="project-switcher" aria-label={`当前项目：${current?.name ?? '未选择'}`} title="切换项目">
        <span className="project-switcher__name">{current?.name ?? '选择项目'}</span>
        <DownOutlined className="project-switcher__arrow" />
      </Button>
    </Dropdown>
  );
}
