import { useEffect, useState } from 'react';
import { Button, Card, Form, InputNumber, Skeleton, Typography } from 'antd';
import { SESSIONS_PER_USER_MAX, sessionsPerUserLabel } from '../../../domain/sessionLimit';
import { useSessionLimit, useSessionsApi } from '../sessions/sessionsApi';
import { t } from '../../../i18n/messages/zh-CN/settingsGeneral';
import { labelsBeside } from '../../../engine/screens/formLayout';

/**
 * 登录设置: 每人同时登录数 of the whole tenant (not the project's), 1 by default: a new sign-in ends the
 * person's oldest session beyond it (docs/decisions.md「账号」).
 */
export function SessionLimitCard({ canEdit }: { canEdit: boolean }) {
  const { limit, refetch } = useSessionLimit();
  const api = useSessionsApi();
  const [form] = Form.useForm<{ maxPerUser: number }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (limit !== undefined) form.setFieldsValue({ maxPerUser: limit });
  }, [limit, form]);

  async function save() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      await api.setLimit(v.maxPerUser);
      await refetch();
    } catch {
      // The HTTP client showed why.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('loginSettings')} extra={t('allProjects')}>
      {limit === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form form={form} {...labelsBeside(140)} disabled={!canEdit} name="session-limit" style={{ maxWidth: 640 }}>
          <Form.Item
            name="maxPerUser"
            label={sessionsPerUserLabel()}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 1,
                max: SESSIONS_PER_USER_MAX,
                message: t('sessionsRange', { max: SESSIONS_PER_USER_MAX }),
              },
            ]}
            extra={<Typography.Text type="secondary">{t('sessionsHint')}</Typography.Text>}
          >
            <InputNumber min={1} max={SESSIONS_PER_USER_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          {canEdit && (
            <Form.Item label=" " colon={false}>
              <Button type="primary" onClick={() => void save()} loading={saving} disabled={saving}>
                {t('save')}
              </Button>
            </Form.Item>
          )}
        </Form>
      )}
    </Card>
  );
}
