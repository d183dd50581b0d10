import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { PRIMARY_COLOR } from '../theme';
import { t } from '../i18n/messages/zh-CN/pageFallback';

/**
 * What a menu entry shows until its screen is built: an honest 建设中 notice, never sample data.
 */
export function UnderConstructionPage({ title }: { title?: string }) {
  return (
    <Result
      icon={<ToolOutlined style={{ color: PRIMARY_COLOR }} />}
      title={title ? t('underConstructionOf', { title }) : t('underConstruction')}
      subTitle={t('underConstructionNotice')}
    />
  );
}
