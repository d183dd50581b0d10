import { Tag } from 'antd';
import './liveChanges.css';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

/**
 * What a show page's title carries of another user's change (useLiveRecord.ts): 已更新 for a moment,
 * and a polite live region that says so to a screen reader. Generated and hand-written show pages alike.
 */
export function LiveUpdatedMark({ live }: { live: { updated: boolean; said: string } }) {
  return (
    <>
      {live.updated && <Tag className="record-live-updated">{t('updated')}</Tag>}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {live.said}
      </span>
    </>
  );
}
