import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { STRONG_PASSWORD, weakPasswordMessage } from '../../../domain/passwordRule';
import { validatedValues } from '../../../engine/screens/validatedValues';
import { useOrgApi, type OrgUser } from '../common/platformApi';
import { t } from '../../../i18n/messages/zh-CN/settingsOrg';

interface Values {
  mode: 'generate' | 'set';
  password?: string;
}

/**
 * 重置密码 of a member: a generated temporary password or one the admin types, shown once after the
 * reset (the server keeps only its hash). The member's sessions end, and at the next sign-in they set
 * their own before anything else.
 */
export function ResetPasswordDialog({ user, onClose }: { user: OrgUser | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const orgApi = useOrgApi();
  const [saving, setSaving] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const mode = Form.useWatch('mode', form);

  useEffect(() => setIssued(null), [user]);

  async function save() {
    const v = await validatedValues(form);
    if (!v || !user) return;
    setSaving(true);
    try {
      const result = await orgApi.resetPassword(user._id, v.mode === 'set' ? v.password : undefined);
      setIssued(result.value.password);
    } catch {
      // Shown by the HTTP client (error catalogue); the dialog stays open.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('resetTitle', { name: user?.displayName ?? '' })}
      open={user !== null}
      destroyOnHidden
      confirmLoading={saving}
      okText={issued ? t('done') : t('resetOk')}
      cancelText={t('cancel')}
      cancelButtonProps={issued ? { style: { display: 'none' } } : undefined}
      onOk={() => (issued ? onClose() : void save())}
      onCancel={onClose}
    >
      {issued ? (
        <>
          <Alert type="success" showIcon message={t('resetDone')} style={{ marginBottom: 16 }} />
          <Typography.Paragraph>
            {t('temporaryPasswordIs')}
            <Typography.Text code copyable data-testid="temporary-password">
              {issued}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('tellUser')}</Typography.Paragraph>
        </>
      ) : (
        <Form form={form} layout="vertical" name="reset-password" initialValues={{ mode: 'generate' }} preserve={false}>
          <Form.Item name="mode" label={t('temporaryPassword')}>
            <Radio.Group
              options={[
                { value: 'generate', label: t('generate') },
                { value: 'set', label: t('setByHand') },
              ]}
            />
          </Form.Item>
          {mode === 'set' && (
            <Form.Item
              name="password"
              label={t('temporaryPassword')}
              rules={[{ required: true }, { pattern: STRONG_PASSWORD, message: weakPasswordMessage(t('temporaryPassword')) }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <Typography.Paragraph type="secondary">{t('resetWarning')}</Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
