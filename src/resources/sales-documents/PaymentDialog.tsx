import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { FormSelect } from '../../engine/screens/FormSelect';
import { DatePicker } from '../../i18n/datePickers';
import dayjs, { type Dayjs } from '../../i18n/dayjs';
import type { OrderRecord } from '../../schemas/orderFields';
import { centsToYuan, formatCents, yuanToCents } from '../../domain/money';
import { useEnabledPayModes, useSalesActions } from './salesApi';
import { amountKept } from '../../domain/sales/statuses';
import { useBusinessToday } from './useBusinessToday';
import { validatedValues } from '../../engine/screens/validatedValues';
import { t } from '../../i18n/messages/zh-CN/salesDocuments';
import { t as tc } from '../../i18n/messages/zh-CN/common';

interface Values {
  kind: number;
  amount: number;
  payModeId: string;
  paidAt?: Dayjs;
  remark?: string;
}

/** The figure an amount may be filled with, as a link: the user's click fills it, 保存 confirms it. */
function FillAmount({ label, cents, onFill }: { label: string; cents: number; onFill: (cents: number) => void }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onFill(cents)}>
      {t('fillAmount', { label, amount: formatCents(cents) })}
    </Button>
  );
}

/**
 * 记录付款: a payment (up to what is still owed) or a refund (up to what was kept) on a formal order.
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
  // 实收: what a refund may give back (the server's rule, amountKept).
  const net = amountKept(order.paidTotal, order.refundedTotal);
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

  // The kind, once as the dialog opens, before the user can type: a payment while something is owed,
  // else a refund. No amount is filled in: a whole refund (or payment) one click on 保存 away was
  // saved by mistake; the figure under the field fills it on request (docs in the area's README).
  const defaulted = useRef(false);
  useEffect(() => {
    if (!open) return void (defaulted.current = false);
    if (defaulted.current) return;
    defaulted.current = true;
    form.setFieldsValue({ kind: owed !== undefined && owed <= 0 ? 1 : 0 });
  }, [open, owed, form]);

  // The first payment mode once the modes are known, unless one is chosen already.
  useEffect(() => {
    if (open && payModes?.length && form.getFieldValue('payModeId') === undefined) form.setFieldsValue({ payModeId: payModes[0]._id });
  }, [open, payModes, form]);

  // The most this entry may be: what was kept for a refund, what is owed for a payment (unknown when hidden).
  const limit = kind === 1 ? net : owed;
  const fill = (cents: number) => {
    form.setFieldsValue({ amount: centsToYuan(cents) });
    void form.validateFields(['amount']).catch(() => undefined);
  };

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
      title={t('recordPaymentTitle', { code: order.code })}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={tc('save')}
      cancelText={tc('cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="payment-figures">
        {[
          total === undefined ? '' : t('totalFigure', { amount: formatCents(total) }),
          order.paidTotal === undefined ? '' : t('paidFigure', { amount: formatCents(order.paidTotal) }),
          order.refundedTotal === undefined ? '' : t('refundedFigure', { amount: formatCents(order.refundedTotal) }),
          Number.isNaN(net) ? '' : t('receivedFigure', { amount: formatCents(net) }),
          owed === undefined ? '' : t('unpaidFigure', { amount: formatCents(owed) }),
        ]
          .filter(Boolean)
          .join(t('listSeparator'))}
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical">
        <Form.Item name="kind" label={t('kind')}>
          <Radio.Group
            options={[
              { value: 0, label: t('payment') },
              { value: 1, label: t('refund') },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('amountYuan')}
          rules={[
            { required: true, message: t('enterAmount') },
            kind === 0 && owed === undefined
              ? { type: 'number', min: 0.01, message: t('amountPositive') }
              : {
                  type: 'number',
                  min: 0.01,
                  max: centsToYuan(kind === 1 ? net : owed),
                  message: kind === 1 ? t('refundTooBig', { amount: formatCents(net) }) : t('paymentTooBig', { amount: formatCents(owed) }),
                },
          ]}
          extra={
            limit !== undefined && limit > 0 && <FillAmount label={kind === 1 ? t('refundAll') : t('payOff')} cents={limit} onFill={fill} />
          }
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="payModeId" label={t('payMode')} rules={[{ required: true, message: t('pickPayMode') }]}>
          <FormSelect options={modes} />
        </Form.Item>
        <Form.Item name="paidAt" label={t('paidAt')} help={t('todayIfEmpty')}>
          <DatePicker placeholder={t('today')} onChange={() => (datePicked.current = true)} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
