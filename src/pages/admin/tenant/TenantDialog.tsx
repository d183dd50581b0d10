import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { FormDialog } from '../../../engine/screens/FormDialog';
import { STRONG_PASSWORD, weakPasswordMessage } from '../../../domain/passwordRule';
import { USERNAME, usernameMessage } from '../../../domain/usernameRule';
import { useTenantApi, type Tenant } from './tenantApi';
import { t } from '../../../i18n/messages/zh-CN/pageAdmin';

interface Values {
  name: string;
  adminUsername?: string;
  adminPassword?: string;
  adminMobile?: string;
}

/** A new tenant with its admin account (the server adds the Main project and company_info), or a rename. */
export function TenantDialog({ tenant, onClose, onSaved }: { tenant: Partial<Tenant> | null; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<Values>();
  const tenantApi = useTenantApi();
  const editing = !!tenant?._id;

  useEffect(() => {
    if (!tenant) return;
    form.resetFields();
    form.setFieldsValue({ name: tenant.name });
  }, [tenant, form]);

  async function submit(v: Values) {
    if (editing) await tenantApi.rename(tenant!._id!, v.name.trim());
    else
      await tenantApi.add({
        name: v.name.trim(),
        adminUsername: v.adminUsername!.trim(),
        adminPassword: v.adminPassword!,
        ...(v.adminMobile?.trim() ? { adminMobile: v.adminMobile.trim() } : {}),
      });
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      title={editing ? t('renameTenant', { name: tenant?.name }) : t('newTenant')}
      open={tenant !== null}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="tenant">
        <Form.Item
          name="name"
          label={t('tenantName')}
          rules={[{ required: true, whitespace: true }, { max: 100 }]}
          extra={editing ? undefined : t('tenantNameExtra')}
        >
          <Input />
        </Form.Item>
        {!editing && (
          <>
            <Form.Item
              name="adminUsername"
              label={t('adminUsername')}
              rules={[{ required: true }, { pattern: USERNAME, message: usernameMessage() }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="adminPassword"
              label={t('adminPassword')}
              rules={[
                { required: true },
                // The rule of every account, in the server's words (src/domain/passwordRule.ts).
                { pattern: STRONG_PASSWORD, message: weakPasswordMessage(t('adminPassword')) },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="adminMobile" label={t('adminMobile')} rules={[{ pattern: /^1[3-9]\d{9}$/, message: t('mobileRule') }]}>
              <Input maxLength={11} />
            </Form.Item>
          </>
        )}
      </Form>
    </FormDialog>
  );
}
