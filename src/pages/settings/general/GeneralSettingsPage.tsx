import { Space } from 'antd';
import { currentRole } from '../common/roles';
import { CompanyInfoCard } from './CompanyInfoCard';
import { OtherSettingsCard } from './OtherSettingsCard';
import { SessionLimitCard } from './SessionLimitCard';
import { WatermarkCard } from './WatermarkCard';
import { useAllowed } from '../../../state/useAllowed';

/**
 * 设置: company_info and the other settings of the current project, and the tenant's 登录设置 and 水印; editable
 * with the roles' `edit` right on 设置 (before the rights are read: admins edit, staff read).
 */
export function GeneralSettingsPage() {
  const role = currentRole();
  const canEdit = useAllowed('general', 'edit', role === 'admin' || role === 'super_admin');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <CompanyInfoCard canEdit={canEdit} />
      <OtherSettingsCard canEdit={canEdit} />
      <SessionLimitCard canEdit={canEdit} />
      <WatermarkCard canEdit={canEdit} />
    </Space>
  );
}
