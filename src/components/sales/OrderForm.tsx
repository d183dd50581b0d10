import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useNavigation } from '@refinedev/core';
import { Button, Card, DatePicker, Form, Input, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ScreenProps } from '../../generated/overrides';
import { ReferenceSelect } from '../../renderers/reference/ReferenceSelect';
import { orderTotals } from '../../domain/sales/money';
import { isEditableStatus, isQuotationType } from '../../domain/sales/statuses';
import { LineItemsEditor, newLine, useTaxes, type LineDraft } from './LineItemsEditor';
import { OrderTotals } from './OrderTotals';
import { salesApi } from './salesApi';

interface FormValues {
  customerId?: string;
  orderDate?: Dayjs;
  validUntil?: Dayjs | null;
  remark?: string;
}

/**
 * Create and edit form of the three order views (type from the schema's `fixed`): customer,
 * dates, remark and the line-items editor with live totals. Saving sends lines without figures;
 * the server computes and returns the stored totals.
 */
export function OrderForm({ schema, mode }: ScreenProps & { mode: 'create' | 'edit' }) {
  const type = Number(schema.fixed?.type ?? 0);
  const quotation = isQuotationType(type);
  const { id } = useParams();
  const nav = useNavigation();
  const taxes = useTaxes();
  const [form] = Form.useForm<FormValues>();
  const [lines, setLines] = useState<LineDraft[] | null>(mode === 'create' ? [] : null);
  const [frozen, setFrozen] = useState(false);
  const [saving, setSaving] = useState(false);
  const customerField = schema.fields.find((f) => f.name === 'customerId')!;

  useEffect(() => {
    if (mode !== 'edit' || !id) return;
    salesApi.findOrder(id).then((o) => {
      form.setFieldsValue({ customerId: o.customerId, orderDate: dayjs(o.orderDate), validUntil: o.validUntil ? dayjs(o.validUntil) : null, remark: o.remark ?? '' });
      setLines((o.lines ?? []).map((l) => ({ key: l._id, productId: l.productId, productName: l.productName, quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount, taxId: l.taxId, taxRate: l.taxRate })));
      setFrozen(!isEditableStatus(o.type, o.status));
    }, () => setLines([]));
  }, [mode, id, form]);

  // A new document starts with one line using the default tax, once the taxes are known.
  useEffect(() => {
    if (mode === 'create' && lines && lines.length === 0 && taxes.length) setLines([newLine(taxes.find((t) => t.isDefault))]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [taxes]);

  const totals = useMemo(() => orderTotals(lines ?? []), [lines]);

  async function save(values: FormValues) {
    setSaving(true);
    try {
      const body: Record<string, unknown> = { remark: values.remark ?? null };
      if (!frozen) {
        Object.assign(body, {
          customerId: values.customerId,
          orderDate: values.orderDate?.format('YYYY-MM-DD'),
          lines: (lines ?? []).map((l) => ({ productId: l.productId ?? null, productName: l.productName, quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount, taxId: l.taxId ?? null })),
        });
        if (quotation) body.validUntil = values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null;
      }
      const saved = mode === 'create' ? await salesApi.addOrder({ ...body, type }) : await salesApi.updateOrder({ ...body, _id: id });
      nav.show(schema.name, saved._id);
    } catch {
      // The HTTP client already showed the error catalogue's message.
    } finally {
      setSaving(false);
    }
  }

  if (!lines) return <Card><Skeleton active /></Card>;
  return (
    <Card title={`${mode === 'create' ? '新建' : '编辑'}${schema.label}`}>
      <Form<FormValues> form={form} layout="vertical" onFinish={save} initialValues={{ orderDate: dayjs() }} disabled={saving}>
        <Space wrap size="large" align="start">
          <Form.Item name="customerId" label={customerField.label} rules={[{ required: true, message: `请选择${customerField.label}` }]} style={{ minWidth: 280 }}>
            <ReferenceSelect field={customerField} disabled={frozen} />
          </Form.Item>
          <Form.Item name="orderDate" label={quotation ? '报价日期' : '下单日期'} rules={[{ required: true, message: '请选择日期' }]}>
            <DatePicker disabled={frozen} />
          </Form.Item>
          {quotation && (
            <Form.Item name="validUntil" label="有效期至" help={mode === 'create' ? '不填则为报价日期后 30 天' : undefined}>
              <DatePicker disabled={frozen} />
            </Form.Item>
          )}
        </Space>
        <Form.Item label="明细" required>
          {frozen ? <div style={{ color: 'rgba(0,0,0,0.45)' }}>已发送或已确认的单据不能修改明细、客户和日期，只能修改备注。</div> : <LineItemsEditor value={lines} onChange={setLines} taxes={taxes} />}
        </Form.Item>
        {!frozen && <OrderTotals {...totals} />}
        <Form.Item name="remark" label="备注" style={{ marginTop: 16 }}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!frozen && lines.length === 0}>保存</Button>
          <Button onClick={() => nav.list(schema.name)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
