import { Alert, Button } from 'antd';

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
      message="管理员更新了数据模型（字段、菜单或新资源），加载后即可使用。正在填写的内容请先保存。"
      action={
        <Button size="small" type="primary" loading={loading} onClick={onLoad}>
          立即加载
        </Button>
      }
    />
  );
}
