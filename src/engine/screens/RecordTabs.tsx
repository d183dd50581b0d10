import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import type { ResourceSchema } from '../../schemas/types';
import { RecordHistory } from './RecordHistory';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

/**
 * The tabs of every show page, generated or hand-written: 详情 (what the page shows) and the
 * record's 变更记录 (docs/audit-trail.md), read when that tab is first opened.
 */
export function RecordTabs({ schema, id, children }: { schema: ResourceSchema; id: string; children: ReactNode }) {
  return (
    <Tabs
      className="record-tabs"
      items={[
        { key: 'details', label: t('details'), children },
        { key: 'history', label: t('history'), children: <RecordHistory schema={schema} id={id} /> },
      ]}
    />
  );
}
