import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ExportButton } from '../../../../src/engine/screens/ExportButton';
import { NoticesContext, type Notices } from '../../../../src/state/notices';
import { gadgetSchema } from '../../support/testSchemas';
import * as listExport from '../../../../src/http/listExport';

vi.mock('../../../../src/http/listExport', () => ({
  exportNow: vi.fn(async () => undefined),
  startExportJob: vi.fn(async () => 'job1'),
  exportJobState: vi.fn(),
  downloadJobFile: vi.fn(async () => undefined),
}));
const api = vi.mocked(listExport);

/** 导出 and 导出所选 send the list as shown; a long list runs as a job with a progress dialog. */
function renderButton(props: Partial<Parameters<typeof ExportButton>[0]> = {}) {
  const notices = { notification: { error: vi.fn() } } as unknown as Notices;
  render(
    <NoticesContext.Provider value={notices}>
      <ExportButton
        schema={gadgetSchema}
        sorters={[{ field: 'name', order: 'asc' }]}
        filters={[{ field: 'status', operator: 'eq', value: 1 }]}
        columns={['name', 'price']}
        selected={[]}
        total={12}
        {...props}
      />
    </NoticesContext.Provider>,
  );
  return notices;
}
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text);

describe('ExportButton', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.useRealTimers());

  it('downloads a short list at once, with its filters, sort and columns', async () => {
    renderButton();
    expect(button('导出所选')).toBeUndefined();
    fireEvent.click(button('导出')!);
    await waitFor(() =>
      expect(api.exportNow).toHaveBeenCalledWith(
        '/test/gadget',
        { sortField: 'name', sortOrder: 'asc', status: '1', columns: 'name,price' },
        '器件.xlsx',
      ),
    );
    expect(api.startExportJob).not.toHaveBeenCalled();
  });

  it('exports the chosen rows with 导出所选', async () => {
    renderButton({ selected: ['g1', 'g2'] });
    fireEvent.click(button('导出所选')!);
    await waitFor(() =>
      expect(api.exportNow).toHaveBeenCalledWith('/test/gadget', expect.objectContaining({ _ids: 'g1,g2' }), '器件.xlsx'),
    );
  });

  it('runs a long list as a job: a named progress bar, then the file', async () => {
    api.exportJobState
      .mockResolvedValueOnce({ status: 'running', progress: 3000, total: 6000, fileName: '器件.xlsx' })
      .mockResolvedValueOnce({ status: 'done', progress: 6000, total: 6000, fileName: '器件.xlsx', url: '/setting/job/download?_id=job1' });
    renderButton({ total: 6000 });
    fireEvent.click(button('导出')!);
    const bar = await screen.findByRole('progressbar', { name: '导出进度' }, { timeout: 5000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText(/已写入 3,000 \/ 6,000 条/)).toBeInTheDocument();
    await waitFor(() => expect(api.downloadJobFile).toHaveBeenCalledWith(expect.objectContaining({ status: 'done' })), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(api.exportNow).not.toHaveBeenCalled();
  });

  it('says why a job failed in a Chinese notification', async () => {
    api.exportJobState.mockResolvedValueOnce({
      status: 'failed',
      progress: 10,
      total: 6000,
      fileName: '器件.xlsx',
      message: '导出失败，请稍后重试',
    });
    const notices = renderButton({ total: 6000 });
    fireEvent.click(button('导出')!);
    await waitFor(() =>
      expect(notices.notification.error).toHaveBeenCalledWith({ message: '导出失败', description: '导出失败，请稍后重试' }),
    );
  });
});
