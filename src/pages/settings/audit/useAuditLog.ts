import { useState } from 'react';
import { exportAudit, useAuditPage, type AuditFilters, type AuditKind } from './auditApi';
import { t } from '../../../i18n/messages/zh-CN/settingsAudit';
import { formatNumber } from '../../../engine/renderers/numberFormat';

const PAGE_SIZE = 20;

/** What a log screen keeps: the applied conditions, the page, the rows, and its export. */
export function useAuditLog(kind: AuditKind) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const read = useAuditPage(kind, filters, pageNo, pageSize);
  return {
    ...read,
    /** New conditions start again from the first page. */
    apply: (next: AuditFilters) => {
      setFilters(next);
      setPageNo(1);
    },
    pagination: {
      current: pageNo,
      pageSize,
      total: read.page?.total ?? 0,
      showSizeChanger: true,
      showTotal: (n: number) => t('total', { n: formatNumber(n) }),
      onChange: (p: number, size: number) => {
        setPageNo(size === pageSize ? p : 1);
        setPageSize(size);
      },
    },
    exporting,
    /** The log under the applied conditions, as an Excel file; a refusal shows through the HTTP client. */
    exportAll: async () => {
      setExporting(true);
      try {
        await exportAudit(kind, filters);
      } catch {
        // Shown by the HTTP client.
      } finally {
        setExporting(false);
      }
    },
  };
}
