import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { STRONG_PASSWORD, weakPasswordMessage } from '../../../domain/passwordRule';
import { validatedValues } from '../../../engine/screens/validatedValues';
import { useOrgApi, type OrgUser } from '../common/platformApi';

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
      title={`重置用户“${user?.displayName ?? ''}”的密码`}
      open={user !== null}
      destroyOnHidden
      confirmLoading={saving}
      okText={issued ? '完成' : '重置'}
      cancelText="取消"
      cancelButtonProps={issued ? { style: { display: 'none' } } : undefined}
      onOk={() => (issued ? onClose() : void save())}
      onCancel={onClose}
    >
      {issued ? (
        <>
          <Alert type="success" showIcon message="密码已重置，该用户的登录已全部失效" style={{ marginBottom: 16 }} />
          <Typography.Paragraph>
            临时密码：
            <Typography.Text code copyable data-testid="temporary-password">
              {issued}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            请将临时密码告知该用户。此密码只显示这一次；用户下次登录时须先设置新密码。
          </Typography.Paragraph>
        </>
      ) : (
        <Form form={form} layout="vertical" name="reset-password" initialValues={{ mode: 'generate' }} preserve={false}>
          <Form.Item name="mode" label="临时密码">
            <Radio.Group
              options={[
                { value: 'generate', label: '自动生成' },
                { value: 'set', label: '手动设置' },
              ]}
            />
          </Form.Item>
          {mode === 'set' && (
            <Form.Item
              name="password"
              label="临时密码"
              rules={[{ required: true }, { pattern: STRONG_PASSWORD, message: weakPasswordMessage('临时密码') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <Typography.Paragraph type="secondary">重置后该用户的登录将全部失效，下次登录时须先设置新密码。</Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
