import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useCreate, useNavigation, useOne, useUpdate } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Select, Skeleton, Space, Typography, type FormInstance } from 'antd';
import { DatePicker } from '../../i18n/datePickers';
import dayjs, { type Dayjs } from '../../i18n/dayjs';
import type { ScreenProps } from '../../engine/screens/overrides';
import { ReferenceSelect } from '../../engine/renderers/reference/ReferenceSelect';
import { amountLimitError, orderTotals } from '../../domain/sales/money';
import type { LineInput } from '../../domain/money';
import { isEditableStatus, isQuotationType, selectableStatusesFor, statusOptionsFor } from '../../domain/sales/statuses';
import { LineItemsTable } from '../../engine/renderers/fields/LineItemsTable';
import { resolveRenderer } from '../../engine/renderers/resolveRenderer';
import { newLine, orderLineEditing, useTaxes } from './orderLineCells';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderTotals } from './OrderTotals';
import { contentLockReason } from '../../domain/sales/documentRules';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import type { OrderLineDraft, OrderRecord } from '../../schemas/orderFields';
import { useBusinessToday } from './useBusinessToday';
import { CustomFieldInputs, customFields } from '../../engine/screens/CustomFields';
import { createDefaults } from '../../engine/screens/schemaLayout';
import { useFieldRules } from '../../engine/screens/useFieldRules';
import { t } from '../../i18n/messages/zh-CN/salesDocuments';
import { t as tc } from '../../i18n/messages/zh-CN/common';

/** What the shared money rules read of a line being edited (a missing figure counts as 0). */
const lineInput = (l: OrderLineDraft): LineInput => ({
  quantity: l.quantity ?? 0,
  unitPrice: l.unitPrice ?? 0,
  discount: l.discount ?? 0,
  taxRate: l.taxRate ?? 0,
});

interface FormValues {
  customerId?: string;
  status?: number;
  orderDate?: Dayjs;
  validUntil?: Dayjs | null;
  remark?: string;
}

/**
 * Create and edit form of the three order views (type from the schema's `fixed`): customer,
 * status (on create: the statuses a new document may start in), dates, remark and the line-items
 * editor with live totals. Saving sends lines without figures; the server computes and returns the
 * stored totals. A new document's date defaults to the server's business day and is sent only when
 * the user picked one, so the server dates it (never the browser's time zone). A field the user's
 * role hides is left out; a read-only one is shown disabled and never sent.
 */
export function OrderForm({ schema: given, mode }: ScreenProps & { mode: 'create' | 'edit' }) {
  const { schema, ruleOf, locked } = useFieldRules(given);
  const shown = (field: string) => ruleOf(field) !== 'hidden';
  // What the user may change and so what is sent: neither hidden nor read-only (lines with a ruled column are locked whole).
  const open = (field: string) => ruleOf(field) === undefined && !locked.has(field);
  const type = Number(schema.fixed?.type ?? 0);
  const custom = useMemo(() => customFields(schema, 'form'), [schema]);
  const quotation = isQuotationType(type);
  const { id } = useParams();
  const nav = useNavigation();
  const taxes = useTaxes();
  const [form] = Form.useForm<FormValues>();
  // The same form, for the custom fields, whose names are known only at run time.
  const byName = form as unknown as FormInstance;
  const [lines, setLines] = useState<OrderLineDraft[] | null>(mode === 'create' ? [] : null);
  const [frozen, setFrozen] = useState(false);
  const [saving, setSaving] = useState(false);
  // From the schema as given: the form keeps its shape when the role hides the customer.
  const customerField = given.fields.find((f) => f.name === 'customerId')!;
  const linesField = given.fields.find((f) => f.name === 'lines')!;
  const defaultTax = taxes.find((t) => t.isDefault);
  const lineEditing = useMemo(() => orderLineEditing(defaultTax), [defaultTax]);
  const today = useBusinessToday();
  const { query: stored } = useOne<OrderRecord>({
    resource: schema.name,
    id,
    queryOptions: { enabled: mode === 'edit' && !!id },
    ...CLIENT_NOTICES,
  });
  const { mutateAsync: create } = useCreate<OrderRecord>();
  const { mutateAsync: update } = useUpdate<OrderRecord>();
  // The stored document fills the form once; a later refetch (after saving) must not overwrite typing.
  const filled = useRef(false);
  const startStatuses = useMemo(() => statusOptionsFor(type).filter((o) => selectableStatusesFor(type).includes(o.value)), [type]);

  // Set when the user picks a date (setFieldsValue counts as "touched" for antd, so it cannot tell).
  const datePicked = useRef(false);
  // Show the server's "today" in a new form until the user picks a date; what is sent is decided in save().
  useEffect(() => {
    if (mode === 'create' && today && !datePicked.current) form.setFieldsValue({ orderDate: dayjs(today) });
  }, [mode, today, form]);

  const o = stored.data?.data;
  const readFailed = stored.isError;
  useEffect(() => {
    if (mode !== 'edit' || filled.current) return;
    if (readFailed) return setLines((l) => l ?? []);
    if (!o) return;
    filled.current = true;
    form.setFieldsValue({
      customerId: o.customerId,
      orderDate: dayjs(o.orderDate),
      validUntil: o.validUntil ? dayjs(o.validUntil) : null,
      remark: o.remark ?? '',
    });
    // The tenant's custom fields (数据模型), by name, as the generated forms hold them.
    for (const f of custom) byName.setFieldValue(f.name, (o as unknown as Record<string, unknown>)[f.name]);
    setLines(
      (o.lines ?? []).map((l) => ({
        productId: l.productId,
        productName: l.productName ?? '',
        quantity: l.quantity,
        unitPrice: l.unitPrice ?? 0,
        discount: l.discount,
        taxId: l.taxId,
        taxName: l.taxName,
        taxRate: l.taxRate,
      })),
    );
    setFrozen(!isEditableStatus(o.type, o.status));
  }, [mode, o, readFailed, form, byName, custom]);

  // A new document starts with one line using the default tax, once the taxes are known.
  useEffect(() => {
    if (mode === 'create' && lines && lines.length === 0 && taxes.length) setLines([newLine(taxes.find((t) => t.isDefault))]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [taxes]);

  // Beyond the cap (¥1000亿) the server refuses; say so while typing instead of computing inexact figures.
  const figures = useMemo(() => (lines ?? []).map(lineInput), [lines]);
  const tooBig = useMemo(() => (frozen ? null : amountLimitError(figures)), [figures, frozen]);
  const totals = useMemo(() => (tooBig ? null : orderTotals(figures)), [figures, tooBig]);

  async function save(values: FormValues) {
    setSaving(true);
    try {
      // The tenant's own fields (数据模型) change at any status, like the remark.
      const body: Record<string, unknown> = { remark: values.remark ?? null };
      for (const f of custom)
        if (!locked.has(f.name) && byName.getFieldValue(f.name) !== undefined) body[f.name] = byName.getFieldValue(f.name);
      if (!frozen) {
        Object.assign(body, {
          customerId: values.customerId,
          // Untouched on a new document: the server's business day at the moment it saves.
          orderDate: mode === 'create' && !datePicked.current ? undefined : values.orderDate?.format('YYYY-MM-DD'),
          lines: (lines ?? []).map((l) => ({
            productId: l.productId ?? null,
            productName: l.productName,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            discount: l.discount,
            taxId: l.taxId ?? null,
          })),
        });
        // Empty: the default (报价日期 + 30 天), on create and when cleared on a draft.
        if (quotation) body.validUntil = values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null;
      }
      if (mode === 'create') body.status = values.status;
      // The server refuses a change to a read-only field and never sent a hidden one.
      for (const field of Object.keys(body)) if (!open(field)) delete body[field];
      // POST <add> with the type (the schema's fixed value) / PUT <update> with _id; 操作成功 from the HTTP client.
      const saved =
        mode === 'create'
          ? await create({ resource: schema.name, values: { ...body, type }, ...CLIENT_NOTICES })
          : await update({ resource: schema.name, id: id!, values: body, ...CLIENT_NOTICES });
      nav.show(schema.name, saved.data._id);
    } catch {
      // The HTTP client already showed the error catalogue's message.
    } finally {
      setSaving(false);
    }
  }

  if (!lines)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <Card title={mode === 'create' ? t('createTitle', { label: schema.label }) : t('editTitle', { label: schema.label })}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ status: startStatuses[0]?.value, ...createDefaults({ ...schema, fields: custom }) }}
        disabled={saving}
      >
        <Space wrap size="large" align="start" className="order-form__head">
          {shown('customerId') && (
            <Form.Item
              name="customerId"
              label={customerField.label}
              rules={open('customerId') ? [{ required: true, message: t('pickField', { label: customerField.label }) }] : []}
              style={{ minWidth: 280 }}
            >
              <ReferenceSelect field={customerField} disabled={frozen || !open('customerId')} />
            </Form.Item>
          )}
          {mode === 'create' && shown('status') && (
            <Form.Item name="status" label={t('status')} style={{ minWidth: 140 }}>
              <Select
                aria-label={t('status')}
                disabled={!open('status')}
                options={startStatuses.map((o) => ({ value: o.value, label: o.label }))}
              />
            </Form.Item>
          )}
          {shown('orderDate') && (
            <Form.Item
              name="orderDate"
              label={quotation ? t('quotationDate') : t('orderDate')}
              rules={mode === 'edit' && open('orderDate') ? [{ required: true, message: t('pickDate') }] : []}
              help={mode === 'create' ? t('todayIfEmpty') : undefined}
            >
              <DatePicker disabled={frozen || !open('orderDate')} placeholder={t('today')} onChange={() => (datePicked.current = true)} />
            </Form.Item>
          )}
          {quotation && shown('validUntil') && (
            <Form.Item name="validUntil" label={t('validUntil')} help={t('validUntilHelp')}>
              <DatePicker disabled={frozen || !open('validUntil')} />
            </Form.Item>
          )}
        </Space>
        {shown('lines') && (
          <Form.Item label={t('lines')} required={open('lines')}>
            {frozen && o ? (
              // Sent or confirmed: the stored lines as they are, and why they cannot change (the server's words).
              <>
                <Alert type="info" showIcon message={contentLockReason(o)} style={{ marginBottom: 8 }} data-testid="lines-locked" />
                <OrderLinesTable lines={o.lines} shown={shown} />
              </>
            ) : !open('lines') ? (
              <Typography.Text type="secondary">{t('linesNotEditable')}</Typography.Text>
            ) : (
              <LineItemsTable
                field={linesField}
                schema={schema}
                value={lines}
                onChange={(rows) => setLines(rows as OrderLineDraft[])}
                resolveItem={resolveRenderer}
                custom={lineEditing}
              />
            )}
          </Form.Item>
        )}
        {tooBig && <Alert type="error" showIcon style={{ marginTop: 16 }} message={tooBig} data-testid="amount-limit" />}
        {frozen && o && (
          <OrderTotals
            subtotal={shown('subtotal') ? o.subtotal : undefined}
            discountTotal={shown('discountTotal') ? o.discountTotal : undefined}
            taxTotal={shown('taxTotal') ? o.taxTotal : undefined}
            total={shown('total') ? o.total : undefined}
          />
        )}
        {!frozen && totals && (
          <OrderTotals
            subtotal={shown('subtotal') ? totals.subtotal : undefined}
            discountTotal={shown('discountTotal') ? totals.discountTotal : undefined}
            taxTotal={shown('taxTotal') ? totals.taxTotal : undefined}
            total={shown('total') ? totals.total : undefined}
          />
        )}
        <CustomFieldInputs schema={schema} locked={locked} />
        {shown('remark') && (
          <Form.Item name="remark" label={t('remark')} style={{ marginTop: 16 }}>
            <Input.TextArea rows={3} maxLength={2000} disabled={!open('remark')} />
          </Form.Item>
        )}
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!frozen && ((open('lines') && lines.length === 0) || !!tooBig)}
          >
            {tc('save')}
          </Button>
          <Button onClick={() => nav.list(schema.name)}>{tc('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
