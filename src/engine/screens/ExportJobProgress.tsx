import { useEffect, useRef } from 'react';
import { Button, Modal, Progress, Typography } from 'antd';
import { downloadJobFile, exportJobState, type ExportJobState } from '../../http/listExport';
import { followJob, JobFailed, jobPercent } from '../../http/jobPolling';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineTransfer';
import { formatNumber } from '../renderers/numberFormat';

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
          failure: t('exportJobFailed'),
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
    <Modal
      open
      title={t('exportTitle', { label })}
      footer={<Button onClick={() => onEnd()}>{tc('close')}</Button>}
      onCancel={() => onEnd()}
      maskClosable={false}
    >
      <Progress percent={percent} aria-label={t('exportProgress')} />
      <Typography.Text type="secondary">
        {state ? t('exportWritten', { n: formatNumber(state.progress), total: formatNumber(state.total) }) : t('exportPreparing')}
      </Typography.Text>
    </Modal>
  );
}
