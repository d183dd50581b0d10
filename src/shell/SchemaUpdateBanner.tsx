import { Alert, Button } from 'antd';
import { t } from '../i18n/messages/zh-CN/shellDialogs';

/**
 * The banner of SchemaUpdateNotice, in a chunk of its own: it shows only after an admin published a
 * design, and antd's Alert would otherwise weigh on every first screen (docs/requirements.md §10.5).
 */
export function SchemaUpdateBanner({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      banner
      role="status"
      message={t('schemaUpdated')}
      action={
        <Button size="small" type="primary" loading={loading} onClick={onLoad}>
          {t('loadNow')}
        </Button>
      }
    />
  );
}
