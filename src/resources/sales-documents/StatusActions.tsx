import { Button, Popconfirm, Space } from 'antd';
import type { OrderRecord } from '../../schemas/orderFields';
import { RefusedAction } from '../../engine/screens/RefusedAction';
import { expiredAcceptRefusal } from '../../domain/sales/documentRules';
import { t as tSales } from '../../i18n/messages/zh-CN/salesDocuments';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { QuotationStatus, allowedTransitions, isQuotationExpired, statusLabel, type Transition } from '../../domain/sales/statuses';

/** Why a move the tables allow cannot be made now (the server would refuse it), or null. */
function blockedReason(order: OrderRecord, t: Transition, today: string | null | undefined): string | null {
  if (t.to === QuotationStatus.ACCEPTED && isQuotationExpired(order.validUntil, today)) {
    return expiredAcceptRefusal(order.validUntil);
  }
  return null;
}

/**
 * One button per transition the shared rules allow from the current status (and no other). A move
 * the server would refuse today (accepting an expired quotation) shows disabled with the reason;
 * `today` is the server's business day (useBusinessToday), unknown → offered, the server decides.
 */
export function StatusActions({
  order,
  busy,
  onChange,
  today,
}: {
  order: OrderRecord;
  busy: boolean;
  onChange: (status: number) => void;
  today?: string | null;
}) {
  const moves = allowedTransitions(order.type, order.status);
  return (
    <Space wrap>
      {moves.map((t) => {
        const button = (disabled: boolean) => (
          <Button
            loading={busy}
            disabled={disabled}
            danger={t.to === 2 || t.to === 4 || t.to === 103}
            type={t.to === 1 || t.to === 3 || t.to === 101 || t.to === 102 ? 'primary' : 'default'}
          >
            {t.action}
          </Button>
        );
        const reason = blockedReason(order, t, today);
        if (reason) return <RefusedAction key={t.to} reason={reason} testId={`blocked-${t.to}`} button={button(true)} />;
        return (
          // Below the buttons: above them the question opens under the notices (top right), where a
          // save's 操作成功 still covers its 确定 for seconds (as 转为客户's, ConversionBar.tsx).
          <Popconfirm
            key={t.to}
            placement="bottomRight"
            title={tSales('changeStatusQuestion', { status: statusLabel(order.type, t.to) })}
            okText={tc('confirm')}
            cancelText={tc('cancel')}
            onConfirm={() => onChange(t.to)}
          >
            {button(false)}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
