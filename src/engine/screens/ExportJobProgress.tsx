import { useEffect, useRef } from 'react';
import { Button, Modal, Progress, Typography } from 'antd';
import { downloadJobFile, exportJobState, type ExportJobState } from '../../http/listExport';
import { followJob, JobFailed, jobPercent } from '../../http/jobPolling';

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
      let done: ExportJobState | null;
      try {
        done = await followJob(exportJobState, job.id, {
          onState: (state) => latest.current.onState(state),
          stopped: () => stopped,
          failure: '导出失败，请稍后重试',
        });
      } catch (err) {
        // A failed job says why; a refused read was shown by the HTTP client (the job expired, the network).
        return latest.current.onEnd(err instanceof JobFailed ? err.message : undefined);
      }
      if (!done) return;
      await downloadJobFile(done).catch(() => undefined);
      latest.current.onEnd();
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [job.id]);

  const state = job.state;
  const percent = jobPercent(state);
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
