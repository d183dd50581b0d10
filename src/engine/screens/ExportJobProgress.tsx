import { useEffect, useRef } from 'react';
import { Button, Modal, Progress, Typography } from 'antd';
import { downloadJobFile, exportJobState, type ExportJobState } from '../../http/listExport';

/** How often a running job is asked how far it is. */
const POLL_MS = 1000;

/** The dialog of a running job: its progress, polled until the file is ready (then downloaded) or it fails. */
export function ExportJobProgress({
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
