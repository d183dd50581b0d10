import { Tag } from 'antd';
import { t } from '../../../i18n/messages/zh-CN/designer';

/**
 * A resource's state in one colour per meaning (docs/requirements.md §10.8): 草稿 grey for never published, 已发布
 * green, and 有未发布的修改 orange (waiting) when a saved draft differs from what users see.
 */
export function ResourceStatusTags({ status, hasDraft }: { status: 'draft' | 'published'; hasDraft: boolean }) {
  return (
    <>
      {status === 'draft' ? <Tag>{t('statusDraft')}</Tag> : <Tag color="green">{t('statusPublished')}</Tag>}
      {status === 'published' && hasDraft && <Tag color="orange">{t('statusUnpublished')}</Tag>}
    </>
  );
}
