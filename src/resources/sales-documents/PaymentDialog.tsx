import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { DatePicker } from '../../i18n/datePickers';
import dayjs, { type Dayjs } from '../../i18n/dayjs';
import type { OrderRecord } from '../../schemas/orderFields';
import { centsToYuan, formatCents, yuanToCents } from '../../domain/money';
import { useEnabledPayModes, useSalesActions } from './salesApi';
import { useBusinessToday } from './useBusinessToday';
import { validatedValues } from '../../engine/screens/validatedValues';

interface Values {
  kind: number;
  amount: number;
  payModeId: string;
  paidAt?: Dayjs;
  remark?: string;
}

/**
 * 记录付款: a payment (default: what is still owed) or a refund (up to what was paid) on a formal order.
 * The date shows the server's business day and is sent only when the user picks one, so the server
 * dates the entry (a browser in another time zone would date it yesterday or tomorrow).
 */
export function PaymentDialog({
  order,
  open,
  onClose,
  onDone,
}: {
  order: OrderRecord;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const payModes = useEnabledPayModes(open);
  const modes = useMemo(() => (payModes ?? []).map((m) => ({ value: m._id, label: m.name })), [payModes]);
  const { addPayment } = useSalesActions();
  const [saving, setSaving] = useState(false);
  const net = order.paidTotal - order.refundedTotal;
  // Unknown when the role's field rules hide the total (and so what is owed): not shown, not checked
  // here (the server refuses an overpayment), never taken for ¥0.00.
  const owed = order.unpaidAmount as number | undefined;
  const total = order.total as number | undefined;
  const kind = Form.useWatch('kind', form) ?? 0;
  const today = useBusinessToday();
  // Set when the user picks a date (antd counts setFieldsValue as touching the field).
  const datePicked = useRef(false);

  useEffect(() => {
    if (open && today && !datePicked.current) form.setFieldsValue({ paidAt: dayjs(today) });
  }, [open, today, form]);

  // What is still owed (or, when nothing is, a refund of what was paid), once as the dialog opens,
  // before the user can type. Set when the payment modes arrived, it used to overwrite an amount
  // already typed when their reply came late, and a partial payment was saved as the whole.
  const defaulted = useRef(false);
  useEffect(() => {
    if (!open) return void (defaulted.current = false);
    if (defaulted.current) return;
    defaulted.current = true;
    const refund = owed !== undefined && owed <= 0;
    form.setFieldsValue({ kind: refund ? 1 : 0, amount: owed === undefined ? undefined : centsToYuan(refund ? net : owed) });
  }, [open, owed, net, form]);

  // The first payment mode once the modes are known, unless one is chosen already.
  useEffect(() => {
    if (open && payModes?.length && form.getFieldValue('payModeId') === undefined) form.setFieldsValue({ payModeId: payModes[0]._id });
  }, [open, payModes, form]);

  async function submit() {
    const v = await validatedValues(form);
    if (!v) return; // the form shows the errors under the fields
    setSaving(true);
    try {
      const paidAt = datePicked.current ? v.paidAt?.format('YYYY-MM-DD') : undefined;
      await addPayment({
        orderId: order._id,
        kind: v.kind,
        amount: yuanToCents(v.amount),
        payModeId: v.payModeId,
        paidAt,
        remark: v.remark,
      });
      onDone();
    } catch {
      // Shown by the HTTP client (e.g. 付款金额超过未付金额).
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={`记录付款 · ${order.code}`}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.45)' }}>
        {[
          total === undefined ? '' : `总金额 ${formatCents(total)}`,
          `已收 ${formatCents(order.paidTotal)}`,
          order.refundedTotal > 0 ? `已退 ${formatCents(order.refundedTotal)}` : '',
          owed === undefined ? '' : `未付 ${formatCents(owed)}`,
        ]
          .filter(Boolean)
          .join('，')}
      </p>
      <Form<Values> form={form} layout="vertical">
        <Form.Item name="kind" label="类型">
          <Radio.Group
            options={[
              { value: 0, label: '收款' },
              { value: 1, label: '退款' },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="金额（元）"
          rules={[
            { required: true, message: '请输入金额' },
            kind === 0 && owed === undefined
              ? { type: 'number', min: 0.01, message: '金额须大于 0' }
              : {
                  type: 'number',
                  min: 0.01,
                  max: centsToYuan(kind === 1 ? net : owed),
                  message: kind === 1 ? `退款不能超过已付金额 ${formatCents(net)}` : `付款不能超过未付金额 ${formatCents(owed)}`,
                },
          ]}
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="payModeId" label="付款方式" rules={[{ required: true, message: '请选择付款方式' }]}>
          <Select options={modes} />
        </Form.Item>
        <Form.Item name="paidAt" label="付款日期" help="不选则为今天（以服务器所在时区为准）">
          <DatePicker placeholder="今天" onChange={() => (datePicked.current = true)} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
