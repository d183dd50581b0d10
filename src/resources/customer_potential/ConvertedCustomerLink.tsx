import { Link, useNavigation } from '@refinedev/core';
import { Typography } from 'antd';
import { FieldDisplay } from '../../engine/renderers/FieldDisplay';
import type { DisplayProps } from '../../engine/renderers/types';
import { t } from '../../i18n/messages/zh-CN/salesLeads';

/** 转化后的客户 on the lead's show page: the customer's name, linking to its show page. */
export function ConvertedCustomerLink(props: DisplayProps) {
  const { showUrl } = useNavigation();
  const id = typeof props.value === 'string' && props.value ? props.value : undefined;
  if (!id) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Link to={showUrl('customer', id)} aria-label={t('viewConvertedCustomer')}>
      <FieldDisplay {...props} />
    </Link>
  );
}
