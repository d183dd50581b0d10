import { Button, Form, Select, Space } from 'antd';
import { DatePicker } from '../../../i18n/datePickers';
import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from '../../../i18n/dayjs';
import type { AuditFilters } from './auditApi';
import { t } from '../../../i18n/messages/zh-CN/settingsAudit';

type Option = { value: string; label: string };

interface Values {
  userId?: string;
  resource?: string;
  action?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

/**
 * The conditions above 操作日志 and 登录日志: person, resource (操作日志 only), action and a range of
 * days; 查询 applies them, 重置 clears them, 导出 takes the log under them as an Excel file.
 */
export function AuditFilterBar({
  people,
  resources,
  actions,
  actionLabel,
  actionPlaceholder,
  onApply,
  onExport,
  exporting,
}: {
  people: Option[];
  resources?: Option[];
  actions: Option[];
  actionLabel?: string;
  /** The action filter's placeholder (全部操作; 登录日志: 全部结果). */
  actionPlaceholder?: string;
  onApply: (filters: AuditFilters) => void;
  onExport?: () => void;
  exporting?: boolean;
}) {
  const [form] = Form.useForm<Values>();
  const action = actionLabel ?? t('action');
  const apply = (v: Values) => {
    const [from, to] = v.days ?? [];
    onApply({
      userId: v.userId || undefined,
      resource: v.resource || undefined,
      action: v.action || undefined,
      from: from?.format('YYYY-MM-DD'),
      to: to?.format('YYYY-MM-DD'),
    });
  };
  const search = (text: string, o?: Option) => !!o?.label.toLowerCase().includes(text.toLowerCase());
  return (
    <Form form={form} layout="inline" onFinish={apply} style={{ rowGap: 8, marginBottom: 16 }}>
      <Form.Item name="userId" label={t('person')}>
        <Select allowClear showSearch filterOption={search} options={people} placeholder={t('allPeople')} style={{ width: 160 }} />
      </Form.Item>
      {resources && (
        <Form.Item name="resource" label={t('resource')}>
          <Select allowClear showSearch filterOption={search} options={resources} placeholder={t('allResources')} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item name="action" label={action}>
        <Select allowClear options={actions} placeholder={actionPlaceholder ?? t('allActions')} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="days" label={t('date')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label={t('dateRange')} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('query')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onApply({});
            }}
          >
            {t('reset')}
          </Button>
          {onExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
              {t('export')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
