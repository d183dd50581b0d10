import { Select } from 'antd';
import type { Project } from '../storage/types';
import { headerPopupContainer } from './headerPopup';

/** Chooses the project every business call works in (stored as `currentProject`). */
export function ProjectSwitcher({
  projects,
  currentId,
  onSwitch,
}: {
  projects: Project[];
  currentId: string | undefined;
  onSwitch: (id: string) => void;
}) {
  return (
    <Select
      aria-label="当前项目"
      className="project-switcher"
      value={currentId}
      placeholder="选择项目"
      popupMatchSelectWidth={false}
      getPopupContainer={headerPopupContainer}
      options={projects.map((p) => ({ value: p._id, label: p.name }))}
      onChange={(id: string) => id !== currentId && onSwitch(id)}
    />
  );
}
