import type { CompanyInfo, MenuEntry } from '../storage/types';
import { readStored } from '../storage/clientStorage';
import { SCHEMA_VERSION_HEADER } from '../domain/envelope';
// Shell bootstrap: read before refine mounts, so through the HTTP client itself (bootRequest).
import { bootReply } from './bootRequest';
import { applyUserMenu } from './userMenu';
import { applyProjects, type ProjectsState } from './projects';
import { applyPermissions } from './permissions';
import { applyPublished, warnPublishedUnread } from './servedSchemas';
import { setWatermarkOn } from './watermark';
import { adoptTheme } from './appearance';
import { adoptLocale } from '../i18n/locale';
import { applyAllSettings, applyCompanyInfo, readSettings, resetSettings, type SettingItem } from './settings';
import { t } from '../i18n/messages/zh-CN/app';

/** `GET /setting/boot`: each part is the `data` of the call named beside it, null when that call was refused. */
interface BootReply {
  value: {
    userMenu: { value: unknown }; // GET /setting/menu/userMenu
    projects: { value: unknown }; // GET /setting/project/listByUser
    permissions: { value: unknown } | null; // GET /setting/role/mine
    published: { value: unknown } | null; // GET /setting/resource/published
    watermark: { value: { enabled: boolean } } | null; // GET /setting/watermark
    profile: { value: { theme?: unknown; locale?: unknown } } | null; // GET /setting/profile
    settings: { value: { rows: SettingItem[] } } | null; // GET /setting/list, in projectId
    companyInfo: { value: SettingItem | null } | null; // GET /setting/getItemByKey?key=company_info, in projectId
    projectId: string | null;
  };
}

export interface Boot extends ProjectsState {
  menu: MenuEntry[];
  company: CompanyInfo;
  /** False when the settings did not come along: the shell reads them on its own then. */
  settingsRead: boolean;
}

/**
 * Reads what the shell needs before its first screen in one call (docs/requirements.md §10.5: the menu, projects,
 * permissions and added resources, then the project's settings and company_info, were two round
 * trips in a chain) and keeps each part as its own call's reader does. A part refused on its own
 * leaves what that reader leaves: permissions and schemas as they were, the cached company_info.
 */
export async function loadBoot(): Promise<Boot> {
  const storedProject = readStored('currentProject');
  const res = await bootReply<BootReply>();
  const boot = res.data.data.value;
  // 语言 chosen in another browser since this one signed in: first, so the menu and the schemas served
  // below are read in it.
  if (boot.profile) await adoptLocale(boot.profile.value?.locale);
  const menu = applyUserMenu(boot.userMenu.value);
  const { projects, current } = applyProjects(boot.projects.value);
  if (boot.permissions) applyPermissions(boot.permissions.value);
  if (boot.published) await applyPublished(boot.published.value, res.headers[SCHEMA_VERSION_HEADER] as string | undefined);
  else warnPublishedUnread(t('serverRefusedRead'));
  // 水印: off when the part did not come (a server of before, a refusal).
  setWatermarkOn(boot.watermark?.value?.enabled === true);
  // 外观 chosen in another browser since this one signed in.
  if (boot.profile) await adoptTheme(boot.profile.value?.theme);
  // The stored project may be gone (another is chosen): its cached settings go with it.
  if (current?._id !== storedProject) resetSettings();
  // The server picks as the client does; were they ever to differ, the settings are not this project's.
  const forCurrent = current?._id === boot.projectId;
  const settingsRead = forCurrent && !!boot.settings;
  if (settingsRead) applyAllSettings(boot.settings!.value?.rows ?? []);
  const company = forCurrent && boot.companyInfo ? applyCompanyInfo(boot.companyInfo.value) : readSettings().company_info;
  return { menu, projects, current, company, settingsRead };
}
