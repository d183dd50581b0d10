import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { BaseKey, CrudFilter, CrudSort } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { downloadJobFile, exportJobState, exportNow, startExportJob, type ExportJobState } from '../../http/listExport';
import { useNotices } from '../../state/notices';
import { EXPORT_JOB_THRESHOLD, exportBase, exportParams } from './exportQuery';

/** How often a running job is asked how far it is. */
const POLL_MS = 1000;

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
          导出所选
        </Button>
      )}
      <Button icon={<DownloadOutlined />} loading={busy === 'all' || !!job} onClick={() => void run('all')}>
        导出
      </Button>
      {job && (
        <JobProgress
          label={schema.label}
          job={job}
          onState={(state) => setJob({ ...job, state })}
          onEnd={(failure) => {
            setJob(null);
            if (failure) notification.error({ message: '导出失败', description: failure });
          }}
        />
      )}
    </>
  );
}

/** The dialog of a running job: its progress, polled until the file is ready (then downloaded) or it fails. */
function JobProgress({
  label,
  job,
  onState,
  onEnd,
}: {
  label: string;
  job: { id: string; state?: ExportJobState };
  onState: (state: ExportJobState) => void;
  onEnd: (failure?: string) => void;
}) {
  const latest = useRef({ onState, onEnd });
  latest.current = { onState, onEnd };
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        let state: ExportJobState;
        try {
          state = await exportJobState(job.id);
        } catch {
          // Shown by the HTTP client (the job expired, the network).
          return latest.current.onEnd();
        }
        if (stopped) return;
        if (state.status === 'failed') return latest.current.onEnd(state.message ?? '导出失败，请稍后重试');
        if (state.status === 'done') {
          await downloadJobFile(state).catch(() => undefined);
          return latest.current.onEnd();
        }
        latest.current.onState(state);
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [job.id]);

  const state = job.state;
  const percent = state?.total ? Math.min(99, Math.floor((state.progress / state.total) * 100)) : 0;
  return (
    <Modal open title={`导出${label}`} footer={<Button onClick={() => onEnd()}>关闭</Button>} onCancel={() => onEnd()} maskClosable={false}>
      <Progress percent={percent} aria-label="导出进度" />
      <Typography.Text type="secondary">
        {state ? `已写入 ${state.progress.toLocaleString('en-US')} / ${state.total.toLocaleString('en-US')} 条` : '正在准备…'}
        ，完成后自动下载（关闭此窗口则不再下载）。
      </Typography.Text>
    </Modal>
  );
}
