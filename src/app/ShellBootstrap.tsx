import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import type { CompanyInfo, MenuEntry, Project } from '../storage/types';
import { loadUserMenu } from '../state/userMenu';
import { loadProjects, selectProject } from '../state/projects';
import { DEFAULT_COMPANY_INFO, loadCompanyInfo, readSettings } from '../state/settings';
import { PageSpinner } from '../pages/PageSpinner';
import { ShellContext, type ShellValue } from './shellContext';

type Loaded = { menu: MenuEntry[]; projects: Project[]; projectId: string | undefined; company: CompanyInfo };

/** company_info is decoration: when it cannot be read the header keeps the stored or default one. */
async function companyOrDefault(): Promise<CompanyInfo> {
  try {
    return await loadCompanyInfo({ silent: true });
  } catch {
    return readSettings().company_info ?? DEFAULT_COMPANY_INFO;
  }
}

/**
 * Loads the user menu, the user's projects and company_info before the main layout renders,
 * showing the full-area spinner meanwhile; children get the result and the project switch.
 */
export function ShellBootstrap({ children }: { children: (shell: ShellValue) => ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      const [menu, { projects, current }] = await Promise.all([loadUserMenu(), loadProjects()]);
      // company_info belongs to a project: read it once the project is chosen.
      const company = await companyOrDefault();
      setLoaded({ menu, projects, projectId: current?._id, company });
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const switchProject = useCallback((projectId: string) => {
    selectProject(projectId);
    setLoaded((l) => (l ? { ...l, projectId } : l));
    void companyOrDefault().then((company) => setLoaded((l) => (l ? { ...l, company } : l)));
  }, []);

  // Screens that change what the shell loaded ask for that part again; the stored caches follow.
  const refreshCompany = useCallback(async () => {
    const company = await companyOrDefault();
    setLoaded((l) => (l ? { ...l, company } : l));
  }, []);
  const refreshProjects = useCallback(async () => {
    const { projects, current } = await loadProjects();
    setLoaded((l) => (l ? { ...l, projects, projectId: current?._id } : l));
  }, []);
  const refreshMenu = useCallback(async () => {
    const menu = await loadUserMenu();
    setLoaded((l) => (l ? { ...l, menu } : l));
  }, []);

  const value = useMemo<ShellValue | null>(
    () => (loaded ? { ...loaded, switchProject, refreshCompany, refreshProjects, refreshMenu } : null),
    [loaded, switchProject, refreshCompany, refreshProjects, refreshMenu],
  );

  if (failure) {
    return (
      <Result
        status="500"
        title="加载失败"
        subTitle={failure}
        extra={
          <Button type="primary" onClick={() => void load()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!value) return <PageSpinner fullScreen label="正在加载菜单与项目" />;
  return <ShellContext.Provider value={value}>{children(value)}</ShellContext.Provider>;
}
