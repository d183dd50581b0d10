import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StatusActions } from '../../../../src/resources/sales-documents/StatusActions';
import type { OrderRecord } from '../../../../src/schemas/orderFields';

const order = (type: number, status: number, validUntil: string | null = null) => ({ _id: 'o1', type, status, validUntil }) as OrderRecord;
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

describe('StatusActions', () => {
  it('offers only the allowed moves of a quotation', () => {
    render(<StatusActions order={order(1, 101)} busy={false} onChange={() => undefined} />);
    expect(buttons()).toEqual(['客户接受', '客户拒绝', '撤回修改', '关闭']);
  });

  it('offers nothing on a completed order', () => {
    render(<StatusActions order={order(0, 3)} busy={false} onChange={() => undefined} />);
    expect(buttons()).toEqual([]);
  });

  it('asks before moving, then reports the chosen status', async () => {
    const onChange = vi.fn();
    render(<StatusActions order={order(0, 0)} busy={false} onChange={onChange} />);
    expect(buttons()).toEqual(['确认处理', '取消订单']);
    fireEvent.click(screen.getByRole('button', { name: '确认处理' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(1));
  });

  it('disables 客户接受 on an expired quotation with the reason, judged by the server day', async () => {
    const onChange = vi.fn();
    render(<StatusActions order={order(2, 101, '2026-11-15')} busy={false} onChange={onChange} today="2026-11-16" />);
    expect(buttons()).toEqual(['客户接受', '客户拒绝', '撤回修改', '关闭']);
    const accept = screen.getByRole('button', { name: '客户接受' });
    expect(accept).toBeDisabled();
    expect(screen.getByRole('button', { name: '撤回修改' })).toBeEnabled();
    fireEvent.mouseEnter(screen.getByTestId('blocked-102'));
    expect(await screen.findByText('报价单已过有效期（2026-11-15），不能接受，请撤回修改有效期后重新发送')).toBeInTheDocument();
    fireEvent.click(accept);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers 客户接受 on its last valid day, and while the server day is unknown', () => {
    const { unmount } = render(
      <StatusActions order={order(1, 101, '2026-11-16')} busy={false} onChange={() => undefined} today="2026-11-16" />,
    );
    expect(screen.getByRole('button', { name: '客户接受' })).toBeEnabled();
    unmount();
    render(<StatusActions order={order(1, 101, '2026-11-15')} busy={false} onChange={() => undefined} today={null} />);
    expect(screen.getByRole('button', { name: '客户接受' })).toBeEnabled();
  });
});
