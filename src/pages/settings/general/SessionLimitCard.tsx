import { useEffect, useState } from 'react';
import { Button, Card, Form, InputNumber, Skeleton, Typography } from 'antd';
import { SESSIONS_PER_USER_LABEL, SESSIONS_PER_USER_MAX } from '../../../domain/sessionLimit';
import { useSessionLimit, useSessionsApi } from '../sessions/sessionsApi';

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
    <Card title="登录设置" extra="对全部项目生效">
      {limit === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '140px' }}
          disabled={!canEdit}
          name="session-limit"
          style={{ maxWidth: 640 }}
        >
          <Form.Item
            name="maxPerUser"
            label={SESSIONS_PER_USER_LABEL}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 1,
                max: SESSIONS_PER_USER_MAX,
                message: `请输入 1 到 ${SESSIONS_PER_USER_MAX} 之间的整数`,
              },
            ]}
            extra={
              <Typography.Text type="secondary">
                为 1 时，同一账号在新设备登录后，之前的登录将被挤下线；大于 1 时，超出数量后最早的登录将被结束。
              </Typography.Text>
            }
          >
            <InputNumber min={1} max={SESSIONS_PER_USER_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          {canEdit && (
            <Form.Item label=" " colon={false}>
              <Button type="primary" onClick={() => void save()} loading={saving} disabled={saving}>
                保存
              </Button>
            </Form.Item>
          )}
        </Form>
      )}
    </Card>
  );
}
