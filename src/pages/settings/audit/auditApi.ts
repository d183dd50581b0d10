import { useCustom } from '@refinedev/core';
import type { AuditRow } from '../../../domain/audit/auditEntry';
import { CLIENT_NOTICES } from '../../../providers/customCalls';
import { http } from '../../../http/httpClient';
import { saveBlob } from '../../../http/fileDownload';
import { t } from '../../../i18n/messages/zh-CN/settingsAudit';

/** 操作日志 (`change`) or 登录日志 (`login`). */
export type AuditKind = 'change' | 'login';

/** The conditions above either log; days as YYYY-MM-DD, `to` included. */
export interface AuditFilters {
  userId?: string;
  resource?: string;
  action?: string;
  from?: string;
  to?: string;
}

const LIST_URL: Record<AuditKind, string> = { change: '/setting/audit/list', login: '/setting/audit/logins' };

/** One page of a log, newest first (docs/audit-trail.md). */
export function useAuditPage(kind: AuditKind, filters: AuditFilters, pageNo: number, pageSize: number) {
  const { query } = useCustom<{ rows: AuditRow[]; total: number }>({
    url: LIST_URL[kind],
    method: 'get',
    config: { query: { ...filters, pageNo, pageSize } },
    ...CLIENT_NOTICES,
  });
  return { page: query.isError ? undefined : query.data?.data, loading: query.isFetching, failed: query.isError, refetch: query.refetch };
}

/**
 * The log under `filters` as an .xlsx file (GET /setting/audit/export), downloaded through the one
 * HTTP client (token, project; a refusal shows as any other) under the name the server gives it.
 */
export async function exportAudit(kind: AuditKind, filters: AuditFilters): Promise<void> {
  const res = await http.get<Blob>('/setting/audit/export', { params: { ...filters, kind }, responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const named = /filename\*=UTF-8''([^;]+)/.exec(disposition);
  saveBlob(res.data, named ? decodeURIComponent(named[1]) : t(kind === 'change' ? 'changeLogFile' : 'loginLogFile'));
}
