import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Radio, Space, Table, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ResourceSchema } from '../../schemas/types';
import {
  downloadImportTemplate,
  importJobState,
  startImport,
  type ImportJobState,
  type ImportMode,
  type ImportProblem,
  type ImportResult,
} from '../../http/listImport';
import { useNotices } from '../../state/notices';
import { ApiError } from '../../http/apiError';
import { importParams } from './importQuery';
import { followJob, jobPercent } from '../../http/jobPolling';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineTransfer';
import { formatNumber } from '../renderers/numberFormat';

const ACCEPT = '.xlsx,.csv';

const problemColumns = () => [
  { title: t('problemRow'), dataIndex: 'row', width: 70 },
  { title: t('problemColumn'), dataIndex: 'field', width: 120, render: (v: string) => v || t('wholeRow') },
  { title: t('problemReason'), dataIndex: 'message' },
];

/** Follows an import job to its result (null: the dialog went away); a failure is thrown with its Chinese message. */
async function jobResult(id: string, onState: (s: ImportJobState) => void, stopped: () => boolean): Promise<ImportResult | null> {
  const done = await followJob(importJobState, id, { onState, stopped, failure: t('importJobFailed') });
  return done && (done.result ?? { created: 0, updated: 0, failed: [] });
}

/**
 * The import dialog (docs/schema-engine.md 导入): the template to download, a file (.xlsx/.csv) to
 * choose, the mode (全部正确才导入 / 只导入正确的行), then the progress of a large file's job and the
 * result: counts and the refused rows (行号, 列, 原因). Refusals of the calls are the HTTP client's notices.
 */
export function ImportDialog({ schema, onClose, onImported }: { schema: ResourceSchema; onClose: () => void; onImported: () => void }) {
  const { notification } = useNotices();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all');
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<ImportJobState | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const closed = useRef(false);
  /** An import was sent whose result this dialog has not seen: closed meanwhile, the list is read again all the same. */
  const unseen = useRef(false);
  const imported = useRef(onImported);
  imported.current = onImported;
  useEffect(
    () => () => {
      closed.current = true;
      if (unseen.current) imported.current();
    },
    [],
  );

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      unseen.current = true;
      const answer = await startImport(schema.apiBase, importParams(schema), file, mode);
      const done = 'jobId' in answer ? await jobResult(answer.jobId, setJob, () => closed.current) : answer;
      if (!done || closed.current) return;
      unseen.current = false;
      setResult(done);
      if (done.created + done.updated > 0) onImported();
    } catch (err) {
      // The HTTP client has shown its refusals; a job's failure is told here.
      if (!(err instanceof ApiError)) notification.error({ message: t('importFailed'), description: (err as Error).message });
    } finally {
      setJob(null);
      setBusy(false);
    }
  };

  const percent = jobPercent(job);
  return (
    <Modal
      open
      title={t('importTitle', { label: schema.label })}
      onCancel={onClose}
      maskClosable={false}
      width={640}
      footer={
        <Space>
          <Button onClick={onClose}>{tc('close')}</Button>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void run()}>
            {t('startImport')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('templateHint')}
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadImportTemplate(schema.apiBase, importParams(schema), t('templateFileName', { label: schema.label })).catch(
                () => undefined,
              )
            }
          >
            {t('downloadTemplate')}
          </Button>
        </Typography.Paragraph>
        <Space>
          {/* The browser's own file button speaks its language, not the page's: a 选择文件 button opens it. */}
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t('chooseImportFile')}
            accept={ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {t('chooseFile')}
          </Button>
          <Typography.Text type={file ? undefined : 'secondary'} aria-live="polite">
            {file ? file.name : t('noFileChosen')}
          </Typography.Text>
        </Space>
        <Radio.Group aria-label={t('importMode')} value={mode} onChange={(e) => setMode(e.target.value as ImportMode)}>
          <Radio value="all">{t('importAllOrNothing')}</Radio>
          <Radio value="valid">{t('importValidOnly')}</Radio>
        </Radio.Group>
        {job && (
          <div>
            <Progress percent={percent} aria-label={t('importProgress')} />
            <Typography.Text type="secondary">
              {t('importProcessed', { n: formatNumber(job.progress), total: formatNumber(job.total) })}
            </Typography.Text>
          </div>
        )}
        {result && <ImportReport result={result} mode={mode} />}
      </Space>
    </Modal>
  );
}

/** The result: what was written, and the refused rows. */
function ImportReport({ result, mode }: { result: ImportResult; mode: ImportMode }) {
  const bad = result.failed.length;
  const written = t('importWritten', { created: formatNumber(result.created), updated: formatNumber(result.updated) });
  const message = !bad
    ? t('importSucceeded', { written })
    : mode === 'all'
      ? t('importRefusedAll', { bad })
      : t('importPartly', { written, bad });
  return (
    <>
      <Alert type={bad ? (mode === 'all' ? 'error' : 'warning') : 'success'} showIcon message={message} role="status" />
      {bad > 0 && (
        <Table<ImportProblem>
          size="small"
          aria-label={t('rowsNotImported')}
          rowKey={(p) => `${p.row}-${p.field}-${p.message}`}
          columns={problemColumns()}
          dataSource={result.failed}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      )}
    </>
  );
}
