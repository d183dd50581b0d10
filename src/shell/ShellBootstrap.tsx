import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CompanyInfo, MenuEntry, Project } from '../storage/types';
import { loadUserMenu } from '../state/userMenu';
import { loadProjects, selectProject } from '../state/projects';
import { loadPermissions, setPermissions } from '../state/permissions';
import { refreshServedSchemas, setPublishedSchemas } from '../state/servedSchemas';
import { resetSchemaVersion } from '../state/schemaVersion';
import { loadAllSettings, loadCompanyInfo, readSettings, resetSettings } from '../state/settings';
import { StaleReplyError } from '../state/staleReply';
import { loadBoot } from '../state/boot';
import { PageSpinner } from '../pages/PageSpinner';
import { BootFailure } from './BootFailure';
import { forgetAllScreens } from '../state/screenMemory';
import { followProject } from '../state/liveChanges';
import { ShellContext, type ShellValue } from '../state/shellContext';
import { t } from '../i18n/messages/zh-CN/shell';

type Loaded = { menu: MenuEntry[]; projects: Project[]; projectId: string | undefined; company: CompanyInfo };

/**
 * company_info of the current project, or `null` when the reply came for a project the user has
 * left. It is decoration: when it cannot be read the header shows the cached (or default) one.
 */
async function companyOrDefault(): Promise<CompanyInfo | null> {
  try {
    return await loadCompanyInfo({ silent: true });
  } catch (error) {
    return error instanceof StaleReplyError ? null : readSettings().company_info;
  }
}

/**
 * Reads all settings into the `settings` cache (docs/requirements.md §4). In the background: no screen
 * waits for it, and a failure leaves the cache as it was (the screens that need a setting read it).
 */
function refreshSettingsCache(): void {
  void loadAllSettings({ silent: true }).catch(() => undefined);
}

/**
 * Loads the user menu, the user's projects, their permissions, the tenant's added resources and
 * company_info before the main layout renders, showing the full-area spinner meanwhile, and fills
 * the settings cache; children get the result and the project switch.
 */
export function ShellBootstrap({
  children,
  onBoot,
}: {
  children: (shell: ShellValue) => ReactNode;
  /** Called with the menu as the shell first shows, in the same render (App: /app goes to its first screen). */
  onBoot?: (menu: MenuEntry[]) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The project on show. Replies are applied only while it is still the one they were read for.
  const projectRef = useRef<string | undefined>(undefined);
  // The latest onBoot, read when the boot call answers: a new callback never starts the shell again.
  const onBootRef = useRef(onBoot);
  useEffect(() => {
    onBootRef.current = onBoot;
  }, [onBoot]);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      // A new session starts without the rights of an earlier one (the permissions live in memory).
      setPermissions(null);
      // Nor with the resources another tenant added; a failed read leaves the built-ins.
      setPublishedSchemas([]);
      resetSchemaVersion();
      // One round trip for all of it (GET /setting/boot); the refreshes below read each part alone.
      const { menu, projects, current, company, settingsRead } = await loadBoot();
      projectRef.current = current?._id;
      if (!settingsRead) refreshSettingsCache();
      // One transition, as the router's navigations are: a navigation onBoot makes renders with the
      // shell's first render instead of after it.
      startTransition(() => {
        onBootRef.current?.(menu);
        setLoaded({ menu, projects, projectId: current?._id, company });
      });
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Reads company_info again and shows it, unless the user switched project meanwhile. */
  const showCompany = useCallback(async () => {
    const projectId = projectRef.current;
    const company = await companyOrDefault();
    if (!company || projectRef.current !== projectId) return;
    setLoaded((l) => (l && l.projectId === projectId ? { ...l, company } : l));
  }, []);

  const switchProject = useCallback(
    (projectId: string) => {
      projectRef.current = projectId;
      selectProject(projectId);
      // What the open screens held (rows ticked, a search typed) was of the project left.
      forgetAllScreens();
      // The open lists hear the new project's changes, no longer the old one's.
      followProject();
      // The old project's settings and company go at once: the header never shows them for the new one.
      resetSettings();
      setLoaded((l) => (l ? { ...l, projectId, company: readSettings().company_info } : l));
      refreshSettingsCache();
      void showCompany();
    },
    [showCompany],
  );

  // Screens that change what the shell loaded ask for that part again; the stored caches follow.
  const refreshCompany = useCallback(async () => {
    refreshSettingsCache();
    await showCompany();
  }, [showCompany]);
  const refreshProjects = useCallback(async () => {
    const { projects, current } = await loadProjects();
    // The current project was taken away: the header and the cache follow the one chosen instead.
    const changed = current?._id !== projectRef.current;
    projectRef.current = current?._id;
    if (changed) {
      resetSettings();
      forgetAllScreens();
      followProject();
    }
    const company = changed ? { company: readSettings().company_info } : {};
    setLoaded((l) => (l ? { ...l, projects, projectId: current?._id, ...company } : l));
    if (changed) await refreshCompany();
  }, [refreshCompany]);
  // The menu follows the roles' `list` rights: a role change shows in both at once. It lists the
  // added resources too: a resource published since the start gets its routes with its entry.
  const refreshMenu = useCallback(async () => {
    const [menu] = await Promise.all([loadUserMenu(), loadPermissions(), refreshServedSchemas()]);
    setLoaded((l) => (l ? { ...l, menu } : l));
  }, []);

  const value = useMemo<ShellValue | null>(
    () =>
      loaded ? { ...loaded, switchProject, refreshCompany, refreshSettings: refreshSettingsCache, refreshProjects, refreshMenu } : null,
    [loaded, switchProject, refreshCompany, refreshProjects, refreshMenu],
  );

  if (failure) return <BootFailure message={failure} onRetry={() => void load()} />;
  if (!value) return <PageSpinner fullScreen label={t('loadingShell')} />;
  return <ShellContext.Provider value={value}>{children(value)}</ShellContext.Provider>;
}
