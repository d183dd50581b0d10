import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import type { ResourceSchema } from '../../schemas/types';
import { RecordHistory } from './RecordHistory';

/**
 * The tabs of every show page, generated or hand-written: 详情 (what the page shows) and the
 * record's 变更记录 (docs/audit-trail.md), read when that tab is first opened.
 */
export function RecordTabs({ schema, id, children }: { schema: ResourceSchema; id: string; children: ReactNode }) {
  return (
    <Tabs
      className="record-tabs"
      items={[
        { key: 'details', label: '详情', children },
        { key: 'history', label: '变更记录', children: <RecordHistory schema={schema} id={id} /> },
      ]}
    />
  );
}
