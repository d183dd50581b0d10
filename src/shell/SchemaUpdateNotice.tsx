import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useSchemasOutdated } from '../state/schemaVersion';

/**
 * How long the server's newer designs go unannounced: the admin who publishes loads them at once
 * (the designer refreshes the menu), and the banner would only flash for them.
 */
const SETTLE_MS = 1_500;

/**
 * A banner over the screen once an admin published or rolled back a resource or custom fields
 * since this browser read the schemas (state/schemaVersion.ts): one click loads them with the
 * menu, no reload. Not done unasked, as it may redraw the screen the user is filling in.
 */
export function SchemaUpdateNotice({ onLoad }: { onLoad: () => Promise<void> }) {
  const outdated = useSchemasOutdated();
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!outdated) return setShown(false);
    const timer = setTimeout(() => setShown(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [outdated]);
  if (!shown) return null;
  const load = async () => {
    setLoading(true);
    try {
      await onLoad();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert
      type="info"
      showIcon
      banner
      role="status"
      message="管理员更新了数据模型（字段、菜单或新资源），加载后即可使用。正在填写的内容请先保存。"
      action={
        <Button size="small" type="primary" loading={loading} onClick={() => void load()}>
          立即加载
        </Button>
      }
    />
  );
}
