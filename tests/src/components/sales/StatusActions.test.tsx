import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StatusActions } from '../../../../src/components/sales/StatusActions';
import type { OrderDto } from '../../../../src/domain/sales/dto';

const order = (type: number, status: number) => ({ _id: 'o1', type, status }) as OrderDto;
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
});
