import { Button, Popconfirm, Space } from 'antd';
import type { OrderDto } from '../../domain/sales/dto';
import { allowedTransitions, statusLabel } from '../../domain/sales/statuses';

/** One button per transition the shared rules allow from the current status (and no other). */
export function StatusActions({ order, busy, onChange }: { order: OrderDto; busy: boolean; onChange: (status: number) => void }) {
  const moves = allowedTransitions(order.type, order.status);
  return (
    <Space wrap>
      {moves.map((t) => (
        <Popconfirm
          key={t.to}
          title={`确定将状态改为「${statusLabel(order.type, t.to)}」吗？`}
          okText="确定"
          cancelText="取消"
          onConfirm={() => onChange(t.to)}
        >
          <Button loading={busy} danger={t.to === 2 || t.to === 4 || t.to === 103} type={t.to === 1 || t.to === 3 || t.to === 101 || t.to === 102 ? 'primary' : 'default'}>
            {t.action}
          </Button>
        </Popconfirm>
      ))}
    </Space>
  );
}
