import { useEffect, useRef, useState } from 'react';
import { Button, Card, Descriptions, Form, Skeleton, Space, Tag } from 'antd';
import { profileSchema } from '../../schemas/settingForms';
import { localizeSchema } from '../../i18n/messages/schemaTexts';
import { SchemaFormFields } from '../../engine/screens/SchemaFormFields';
import { validatedValues } from '../../engine/screens/validatedValues';
import { useOnDemand } from '../../components/useOnDemand';
import { ChangePasswordDialog } from '../../shell/lazyShellPages';
import { MySessionsCard } from './MySessionsCard';
import { useProfile } from './profileApi';
import type { ProfileEdits } from '../../domain/profile';
import { readStored, writeStored } from '../../storage/clientStorage';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/pageProfile';
import { roleName } from '../../domain/builtInRoles';
import { labelsBeside } from '../../engine/screens/formLayout';

/**
 * 个人中心 (from the user menu): name, avatar, mobile and e-mail edited and saved; department and roles
 * shown as 组织与人员 set them; 修改密码; 我的登录设备 (docs/api.md「个人中心」).
 */
export function ProfilePage() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProfileCard />
      <MySessionsCard />
    </Space>
  );
}

function ProfileCard() {
  const { profile, save } = useProfile();
  const [form] = Form.useForm<ProfileEdits>();
  const [saving, setSaving] = useState(false);
  const passwordDialog = useOnDemand(ChangePasswordDialog, t('changePasswordLoadFailed'));

  // What was read fills the form once; saving sets it again itself.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !profile) return;
    filled.current = true;
    form.setFieldsValue(profile);
  }, [profile, form]);

  async function submit() {
    const v = await validatedValues(form);
    if (!v) return; // the form shows the errors under the fields
    setSaving(true);
    try {
      const saved = await save({
        displayName: v.displayName?.trim(),
        avatar: v.avatar ?? '',
        mobile: v.mobile ?? '',
        email: v.email ?? '',
      });
      form.setFieldsValue(saved.value);
      // The header names the stored user: a new name shows there from the next screen on.
      const me = readStored('auth');
      if (me && me.displayName !== saved.value.displayName) writeStored('auth', { ...me, displayName: saved.value.displayName });
    } catch {
      // The HTTP client showed the refusal; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('profile')} extra={<Button onClick={() => void passwordDialog.show()}>{t('changePassword')}</Button>}>
      {!profile ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={{ xs: 1, sm: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('account')}>{profile.username}</Descriptions.Item>
            <Descriptions.Item label={t('department')}>{profile.deptName ?? t('unassigned')}</Descriptions.Item>
            <Descriptions.Item label={t('roles')}>
              {profile.roles.length ? profile.roles.map((r) => <Tag key={r._id}>{roleName(r)}</Tag>) : tc('none')}
            </Descriptions.Item>
          </Descriptions>
          <Form form={form} {...labelsBeside(100)} style={{ maxWidth: 640 }} name="profile">
            <SchemaFormFields schema={localizeSchema(profileSchema)} />
            <Form.Item label=" " colon={false}>
              <Button type="primary" onClick={() => void submit()} loading={saving} disabled={saving}>
                {tc('save')}
              </Button>
            </Form.Item>
          </Form>
        </>
      )}
      {passwordDialog.loaded && <ChangePasswordDialog open={passwordDialog.open} onClose={passwordDialog.close} />}
    </Card>
  );
}
