import { Space } from 'antd';
import { currentRole } from '../common/roles';
import { CompanyInfoCard } from './CompanyInfoCard';
import { OtherSettingsCard } from './OtherSettingsCard';

/** 设置: company_info and the other settings of the current project; staff read, admins edit. */
export function GeneralSettingsPage() {
  const role = currentRole();
  const canEdit = role === 'admin' || role === 'super_admin';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <CompanyInfoCard canEdit={canEdit} />
      <OtherSettingsCard canEdit={canEdit} />
    </Space>
  );
}
