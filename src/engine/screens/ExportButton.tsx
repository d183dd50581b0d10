import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { BaseKey, CrudFilter, CrudSort } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { exportNow, startExportJob, type ExportJobState } from '../../http/listExport';
import { useNotices } from '../../state/notices';
import { EXPORT_JOB_THRESHOLD, exportBase, exportParams } from './exportQuery';
import { lazyComponent } from './lazyComponent';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineTransfer';

/** The job's dialog (antd Modal and Progress) loads with the first long export, not with every list. */
const ExportJobProgress = lazyComponent(() => import('./ExportJobProgress').then((m) => m.ExportJobProgress));

interface Props {
  schema: ResourceSchema;
  sorters: CrudSort[];
  filters: CrudFilter[];
  /** The columns on screen, in their order. */
  columns: string[];
  /** Rows chosen on the list: 导出所选 exports these alone. */
  selected: BaseKey[];
  /** The list's total under its criteria: beyond EXPORT_JOB_THRESHOLD the export runs as a job. */
  total: number;
}

/**
 * 导出 (and 导出所选 when rows are chosen) of the list as the user sees it: its filters, search, sort
 * and visible columns. A short list downloads at once; a long one runs as a job, with a progress
 * dialog until its file downloads. Refusals show as the HTTP client's notices.
 */
export function ExportButton({ schema, sorters, filters, columns, selected, total }: Props) {
  const { notification } = useNotices();
  const [busy, setBusy] = useState<'all' | 'selected' | null>(null);
  const [job, setJob] = useState<{ id: string; state?: ExportJobState } | null>(null);
  const base = exportBase(schema);
  const fallback = `${schema.label}.xlsx`;

  const run = async (which: 'all' | 'selected') => {
    const params = exportParams({ schema, sorters, filters, columns, ids: which === 'selected' ? selected : undefined });
    setBusy(which);
    try {
      if (which === 'all' && total > EXPORT_JOB_THRESHOLD) setJob({ id: await startExportJob(base, params) });
      else await exportNow(base, params, fallback);
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {selected.length > 0 && (
        <Button icon={<DownloadOutlined />} loading={busy === 'selected'} onClick={() => void run('selected')}>
          {t('exportSelected')}
        </Button>
      )}
      <Button icon={<DownloadOutlined />} loading={busy === 'all' || !!job} onClick={() => void run('all')}>
        {tc('export')}
      </Button>
      {job && (
        <Suspense fallback={null}>
          <ExportJobProgress
            label={schema.label}
            job={job}
            onState={(state) => setJob({ ...job, state })}
            onEnd={(failure) => {
              setJob(null);
              if (failure) notification.error({ message: t('exportFailed'), description: failure });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
