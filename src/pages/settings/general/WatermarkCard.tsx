import { useState } from 'react';
import { Card, Switch, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomWrite } from '../../../providers/customCalls';
import { watermarkLabel } from '../../../domain/watermark';
import { setWatermarkOn } from '../../../state/watermark';
import { t } from '../../../i18n/messages/zh-CN/settingsGeneral';

/**
 * 水印: the tenant's choice to show the signed-in person's name and the date faintly over every
 * screen (docs/decisions.md "Watermark"). Saved as it is switched; this tab's screens follow at once,
 * everyone else's from their next start.
 */
export function WatermarkCard({ canEdit }: { canEdit: boolean }) {
  const { query } = useCustom<{ value: { enabled: boolean } }>({ url: '/setting/watermark', method: 'get', ...CLIENT_NOTICES });
  const write = useCustomWrite();
  const [saving, setSaving] = useState(false);
  const enabled = query.data?.data?.value?.enabled;

  async function change(next: boolean) {
    setSaving(true);
    try {
      await write('/setting/watermark', 'put', { enabled: next }, SUCCESS_NOTICE);
      setWatermarkOn(next);
      await query.refetch();
    } catch {
      // The HTTP client showed why; the switch shows what is saved.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('watermark')} extra={t('allProjects')}>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch
          checked={enabled === true}
          loading={enabled === undefined || saving}
          disabled={!canEdit || enabled === undefined}
          onChange={(next) => void change(next)}
          aria-label={watermarkLabel()}
        />
        {watermarkLabel()}
      </label>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('watermarkHint')}
      </Typography.Paragraph>
    </Card>
  );
}
