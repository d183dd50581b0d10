import { Alert, Button, Popconfirm } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../engine/renderers/format';
import type { ResourceSchema } from '../../schemas/types';
import { ConvertedCustomerLink } from './ConvertedCustomerLink';
import { convertQuestion, isConverted } from './convertLead';
import { useConvertLead } from './useConvertLead';
import { useAllowed } from '../../state/useAllowed';
import { t } from '../../i18n/messages/zh-CN/salesLeads';
import { t as tc } from '../../i18n/messages/zh-CN/common';

/**
 * Above the lead's show page: 转为客户 while the lead is not converted (asks first, then opens the new
 * customer), else which customer it became, linked. The server refuses a second conversion anyway.
 * A role without `convert` is not offered the conversion (nor told about it).
 */
export function ConversionBar({ schema, record }: { schema: ResourceSchema; record: Record<string, unknown> }) {
  const { convert, busy, dialog } = useConvertLead(schema);
  const field = schema.fields.find((f) => f.name === 'convertedCustomerId');
  const mayConvert = useAllowed(schema, 'convert');

  if (isConverted(record)) {
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        message={
          <span>
            {t('convertedTo')}
            {field ? (
              <ConvertedCustomerLink field={field} schema={schema} value={record.convertedCustomerId} record={record} mode="show" />
            ) : (
              '-'
            )}
            {record.convertedAt ? t('convertedAt', { time: formatDateTime(record.convertedAt) }) : ''}
          </span>
        }
      />
    );
  }

  if (!mayConvert) return null;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('notConverted')}
        description={t('convertHelp')}
        action={
          // Below the button: above it the question would open under the notices (top right, below the
          // header), where a save's 操作成功 still covers its 确定 for seconds.
          <Popconfirm
            placement="bottomRight"
            title={convertQuestion(record)}
            okText={tc('confirm')}
            cancelText={tc('cancel')}
            onConfirm={() => void convert(record)}
          >
            <Button type="primary" icon={<UserSwitchOutlined />} loading={busy}>
              {t('convert')}
            </Button>
          </Popconfirm>
        }
      />
      {dialog}
    </>
  );
}
