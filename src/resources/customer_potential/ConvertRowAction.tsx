import { Button, Popconfirm } from 'antd';
import type { RowActionProps } from '../../engine/screens/overrides';
import { convertQuestion, isConverted } from './convertLead';
import { useConvertLead } from './useConvertLead';
import { useAllowed } from '../../state/useAllowed';
import { t } from '../../i18n/messages/zh-CN/salesLeads';
import { t as tc } from '../../i18n/messages/zh-CN/common';

/**
 * 转为客户 in a lead's list row (not offered once converted, nor to a role without `convert`): asks
 * first, then opens the new customer.
 */
export function ConvertRowAction({ schema, record }: RowActionProps) {
  const { convert, busy, dialog } = useConvertLead(schema);
  const mayConvert = useAllowed(schema, 'convert');
  if (!mayConvert || isConverted(record)) return null;
  return (
    <>
      <Popconfirm title={convertQuestion(record)} okText={tc('confirm')} cancelText={tc('cancel')} onConfirm={() => void convert(record)}>
        <Button type="link" size="small" loading={busy}>
          {t('convert')}
        </Button>
      </Popconfirm>
      {dialog}
    </>
  );
}
