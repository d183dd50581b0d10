import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { PRIMARY_COLOR } from '../theme';

/**
 * What a menu entry shows until its screen is built: an honest 建设中 notice, never sample data.
 */
export function UnderConstructionPage({ title }: { title?: string }) {
  return (
    <Result
      icon={<ToolOutlined style={{ color: PRIMARY_COLOR }} />}
      title={title ? `${title} · 建设中` : '建设中'}
      subTitle="该功能正在建设中，敬请期待。"
    />
  );
}
