import { AxiosHeaders } from 'axios';
import type { SentRequest } from '../../../src/http/httpClient';
import { pickCurrentProject } from '../../../src/domain/projects';

/** A fake server's answer to one GET: status and body (an envelope), as an adapter would give them. */
export type PartReply = { status: number; data: unknown; headers?: Record<string, string> };

/** Set on the configs composeBoot makes up: they stand for parts of the boot call, never went over the wire. */
export const BOOT_PART = 'bootPart';

const WITHOUT_PROJECT = {
  userMenu: ['/setting/menu/userMenu', {}],
  projects: ['/setting/project/listByUser', {}],
  permissions: ['/setting/role/mine', {}],
  published: ['/setting/resource/published', {}],
} as const;
const OF_PROJECT = {
  settings: ['/setting/list', { pageNo: 1, pageSize: 500 }],
  companyInfo: ['/setting/getItemByKey', { key: 'company_info' }],
} as const;

/**
 * Answers `GET /setting/boot` the way the server does (server/src/areas/platform/settings/boot.routes.ts):
 * each part is the fake's own reply to the separate call, asked with the config those calls had
 * (the project-scoped ones with `projectid`), so the unit tests keep describing their server as the
 * separate calls. `ask` sends one such config to the fake (and records it).
 */
export async function composeBoot(boot: SentRequest, ask: (config: SentRequest) => Promise<PartReply>): Promise<PartReply> {
  const part = (url: string, params: object, projectId?: string) =>
    ask({
      ...boot,
      url,
      params,
      headers: new AxiosHeaders(projectId ? { projectid: projectId } : {}),
      [BOOT_PART]: true,
    } as SentRequest);
  const dataOf = (r: PartReply) => (r.status === 200 ? (r.data as { data: unknown }).data : null);
  const value: Record<string, unknown> = {};
  const first = await Promise.all(Object.values(WITHOUT_PROJECT).map(([url, params]) => part(url, params)));
  const refused = first.slice(0, 2).find((r) => r.status !== 200);
  if (refused) return refused;
  Object.keys(WITHOUT_PROJECT).forEach((name, i) => (value[name] = dataOf(first[i])));
  const projects = ((value.projects as { value?: { _id: string; name: string }[] } | null)?.value ?? []).filter(Boolean);
  const projectId = pickCurrentProject(projects, (boot.params as { project?: string } | undefined)?.project)?._id;
  for (const [name, [url, params]] of Object.entries(OF_PROJECT))
    value[name] = projectId ? dataOf(await part(url, params, projectId)) : null;
  value.projectId = projectId ?? null;
  return {
    status: 200,
    data: { success: true, message: '操作成功', code: 200, data: { value }, timestamp: Date.now(), path: '/setting/boot' },
  };
}
