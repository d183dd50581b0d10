import type { CompanyInfo, SettingsMap } from '../storage/types';
import { readStored, writeStored } from '../storage/clientStorage';
// Shell bootstrap (and its settings cache): read before refine mounts, so through the HTTP client itself.
import { apiGet, type RequestConfig } from '../http/httpClient';
import { forCurrentProject } from './staleReply';
import { t } from '../i18n/messages/zh-CN/app';

/** A setting item of the server: `value` is text (company_info holds JSON text). */
export interface SettingItem {
  _id?: string;
  key: string;
  value: unknown;
  type?: number;
}

/** What the header shows until company_info arrives (docs/requirements.md §3.15: the settings map defaults to company_info). */
export const DEFAULT_COMPANY_INFO: CompanyInfo = {
  logo: '/logo.svg',
  // A getter: read where the header shows it, in the shown language (never at import).
  get name() {
    return t('appName');
  },
  address: '',
};
export const DEFAULT_SETTINGS: SettingsMap = { company_info: DEFAULT_COMPANY_INFO };

/** Setting values travel as text; JSON text (objects, arrays) is parsed, anything else kept as is. */
function parseSettingValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

/** Merges setting items into the map, keeping only truthy values (docs/requirements.md §4). */
export function mergeSettings(current: SettingsMap, items: SettingItem[]): SettingsMap {
  const next: SettingsMap = { ...current };
  for (const item of items) {
    const value = parseSettingValue(item.value);
    if (item.key && value) next[item.key] = value;
  }
  return next;
}

/**
 * Stores the map. The default company_info is left out and read again from DEFAULT_SETTINGS, so its
 * name stays a text of the shown language: stored, it would keep the language it was stored in.
 */
function storeSettings(map: SettingsMap): void {
  const { company_info: company, ...rest } = map;
  writeStored('settings', company === DEFAULT_COMPANY_INFO ? rest : map);
}

export function readSettings(): SettingsMap {
  const stored = readStored('settings');
  return stored && typeof stored === 'object' ? { ...DEFAULT_SETTINGS, ...stored } : DEFAULT_SETTINGS;
}

/**
 * Drops the cached settings of the project being left: the cache holds one project's settings,
 * and the next project's reads merge into the defaults, not into another project's values.
 */
export function resetSettings(): void {
  storeSettings(DEFAULT_SETTINGS);
}

/** A company_info value as the header can show it; anything but an object is no company_info. */
export function toCompanyInfo(value: unknown): CompanyInfo {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as CompanyInfo) : DEFAULT_COMPANY_INFO;
}

/**
 * Reads every setting of the current project, merges the truthy ones into the stored map and saves
 * it (docs/requirements.md §4). A reply for a project that is no longer current is dropped (StaleReplyError).
 */
export async function loadAllSettings(config?: RequestConfig): Promise<SettingsMap> {
  const { value } = await forCurrentProject(() =>
    apiGet<{ value: { rows: SettingItem[]; total: number } }>('/setting/list', { pageNo: 1, pageSize: 500 }, config),
  );
  return applyAllSettings(value?.rows ?? []);
}

/** Merges the rows of a settings list reply (read alone or in the boot call) into the stored map. */
export function applyAllSettings(rows: SettingItem[]): SettingsMap {
  const merged = mergeSettings(readSettings(), rows);
  storeSettings(merged);
  return merged;
}

/**
 * Reads company_info of the current project for the header: the project's own value, or the
 * default when it has none (never another project's), stored in the settings map. A reply for a
 * project that is no longer current is dropped (StaleReplyError).
 */
export async function loadCompanyInfo(config?: RequestConfig): Promise<CompanyInfo> {
  const { value } = await forCurrentProject(() =>
    apiGet<{ value: SettingItem | null }>('/setting/getItemByKey', { key: 'company_info' }, config),
  );
  return applyCompanyInfo(value);
}

/** Stores and returns company_info from its setting item (read alone or in the boot call; null: the default). */
export function applyCompanyInfo(item: SettingItem | null): CompanyInfo {
  const company = toCompanyInfo(item ? parseSettingValue(item.value) : null);
  storeSettings({ ...readSettings(), company_info: company });
  return company;
}
