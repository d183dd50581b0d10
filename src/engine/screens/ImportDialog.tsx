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

const ACCEPT = '.xlsx,.csv';

const problemColumns = [
  { title: '行号', dataIndex: 'row', width: 70 },
  { title: '列', dataIndex: 'field', width: 120, render: (v: string) => v || '整行' },
  { title: '原因', dataIndex: 'message' },
];

/** Follows an import job to its result (null: the dialog went away); a failure is thrown with its Chinese message. */
async function jobResult(id: string, onState: (s: ImportJobState) => void, stopped: () => boolean): Promise<ImportResult | null> {
  const done = await followJob(importJobState, id, { onState, stopped, failure: '导入失败，请稍后重试' });
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
      if (!(err instanceof ApiError)) notification.error({ message: '导入失败', description: (err as Error).message });
    } finally {
      setJob(null);
      setBusy(false);
    }
  };

  const percent = jobPercent(job);
  return (
    <Modal
      open
      title={`导入${schema.label}`}
      onCancel={onClose}
      maskClosable={false}
      width={640}
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void run()}>
            开始导入
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          请先下载模板，按模板填写后上传（第一行为表头，带 * 的列必填）。
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadImportTemplate(schema.apiBase, importParams(schema), `${schema.label}导入模板.xlsx`).catch(() => undefined)
            }
          >
            下载导入模板
          </Button>
        </Typography.Paragraph>
        <Space>
          {/* The browser's own file button speaks its language, not the page's: a 选择文件 button opens it. */}
          <input
            ref={input}
            type="file"
            hidden
            aria-label="选择导入文件"
            accept={ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            选择文件
          </Button>
          <Typography.Text type={file ? undefined : 'secondary'} aria-live="polite">
            {file ? file.name : '未选择文件（.xlsx 或 .csv）'}
          </Typography.Text>
        </Space>
        <Radio.Group aria-label="导入方式" value={mode} onChange={(e) => setMode(e.target.value as ImportMode)}>
          <Radio value="all">全部正确才导入</Radio>
          <Radio value="valid">只导入正确的行</Radio>
        </Radio.Group>
        {job && (
          <div>
            <Progress percent={percent} aria-label="导入进度" />
            <Typography.Text type="secondary">
              已处理 {job.progress.toLocaleString('en-US')} / {job.total.toLocaleString('en-US')} 行
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
  const written = `新增 ${result.created.toLocaleString('en-US')} 条，更新 ${result.updated.toLocaleString('en-US')} 条`;
  const message = !bad
    ? `导入成功：${written}`
    : mode === 'all'
      ? `有 ${bad} 处错误，未导入任何数据，请修改后重新导入`
      : `${written}；${bad} 处错误未导入`;
  return (
    <>
      <Alert type={bad ? (mode === 'all' ? 'error' : 'warning') : 'success'} showIcon message={message} role="status" />
      {bad > 0 && (
        <Table<ImportProblem>
          size="small"
          aria-label="未导入的行"
          rowKey={(p) => `${p.row}-${p.field}-${p.message}`}
          columns={problemColumns}
          dataSource={result.failed}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      )}
    </>
  );
}
