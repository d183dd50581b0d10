import { createContext, useContext } from 'react';
import type { CompanyInfo, MenuEntry, Project } from '../storage/types';

/** What the main layout loads before it renders (docs/requirements.md §2) and the project switch. */
export interface ShellValue {
  menu: MenuEntry[];
  projects: Project[];
  projectId: string | undefined;
  company: CompanyInfo;
  /** Stores the project and reloads the data of the screens (and the header's company) for it. */
  switchProject(projectId: string): void;
  /**
   * Reads the project's settings again (after 设置 saved them): company_info so the header shows
   * the new name and logo, and every setting into the `settings` cache.
   */
  refreshCompany(): Promise<void>;
  /** Reads every setting into the `settings` cache again, in the background (after a setting changed). */
  refreshSettings(): void;
  /** Reads the user's projects again (after 多项目管理 changed them) for the project switcher. */
  refreshProjects(): Promise<void>;
  /** Reads the user menu and the user's permissions again (after 菜单设置 or 角色管理 changed them). */
  refreshMenu(): Promise<void>;
}

export const ShellContext = createContext<ShellValue | null>(null);

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside ShellBootstrap');
  return value;
}
