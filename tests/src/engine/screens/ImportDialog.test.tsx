import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImportDialog } from '../../../../src/engine/screens/ImportDialog';
import { NoticesContext, type Notices } from '../../../../src/state/notices';
import { gadgetSchema } from '../../support/testSchemas';
import * as listImport from '../../../../src/http/listImport';

vi.mock('../../../../src/http/listImport', () => ({
  downloadImportTemplate: vi.fn(async () => undefined),
  startImport: vi.fn(),
  importJobState: vi.fn(),
}));
const api = vi.mocked(listImport);

/** The import dialog: template, a named file input, the mode, a job's named progress bar, the report. */
function renderDialog() {
  const notices = { notification: { error: vi.fn() } } as unknown as Notices;
  const onImported = vi.fn();
  const view = render(
    <NoticesContext.Provider value={notices}>
      <ImportDialog schema={gadgetSchema} onClose={vi.fn()} onImported={onImported} />
    </NoticesContext.Provider>,
  );
  return { notices, onImported, view };
}
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text)!;
const choose = () =>
  fireEvent.change(screen.getByLabelText('选择导入文件'), {
    target: { files: [new File(['x'], '器件.xlsx')] },
  });

describe('ImportDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it('downloads the template', async () => {
    renderDialog();
    fireEvent.click(button('下载导入模板'));
    await waitFor(() => expect(api.downloadImportTemplate).toHaveBeenCalledWith('/test/gadget', {}, '器件导入模板.xlsx'));
  });

  it('sends the file in the mode chosen and reports the refused rows by row and column', async () => {
    api.startImport.mockResolvedValueOnce({ created: 2, updated: 1, failed: [{ row: 4, field: '价格', message: '价格须为数字' }] });
    const { onImported } = renderDialog();
    expect(button('开始导入')).toBeDisabled();
    choose();
    fireEvent.click(screen.getByLabelText('只导入正确的行'));
    fireEvent.click(button('开始导入'));
    expect(await screen.findByText('新增 2 条，更新 1 条；1 处错误未导入')).toBeInTheDocument();
    expect(api.startImport).toHaveBeenCalledWith('/test/gadget', {}, expect.any(File), 'valid');
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('行号列原因4价格价格须为数字');
    expect(onImported).toHaveBeenCalled();
  });

  it('has the list read again when closed while a job runs: the server goes on writing', async () => {
    api.startImport.mockResolvedValueOnce({ jobId: 'j1' });
    api.importJobState.mockResolvedValueOnce({ status: 'running', progress: 500, total: 2000, fileName: 'x.json' });
    const { onImported, view } = renderDialog();
    choose();
    fireEvent.click(button('开始导入'));
    await screen.findByRole('progressbar', { name: '导入进度' });
    expect(onImported).not.toHaveBeenCalled();
    view.unmount();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('follows a large file as a job with a named progress bar', async () => {
    api.startImport.mockResolvedValueOnce({ jobId: 'j1' });
    api.importJobState.mockResolvedValueOnce({ status: 'running', progress: 500, total: 2000, fileName: 'x.json' }).mockResolvedValueOnce({
      status: 'done',
      progress: 2000,
      total: 2000,
      fileName: 'x.json',
      result: { created: 2000, updated: 0, failed: [] },
    });
    renderDialog();
    choose();
    fireEvent.click(button('开始导入'));
    const bar = await screen.findByRole('progressbar', { name: '导入进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByText('导入成功：新增 2,000 条，更新 0 条', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says why a job failed in a Chinese notification', async () => {
    api.startImport.mockResolvedValueOnce({ jobId: 'j1' });
    api.importJobState.mockResolvedValueOnce({
      status: 'failed',
      progress: 0,
      total: 2000,
      fileName: 'x.json',
      message: '导入失败，请稍后重试',
    });
    const { notices } = renderDialog();
    choose();
    fireEvent.click(button('开始导入'));
    await waitFor(() =>
      expect(notices.notification.error).toHaveBeenCalledWith({ message: '导入失败', description: '导入失败，请稍后重试' }),
    );
  });
});
