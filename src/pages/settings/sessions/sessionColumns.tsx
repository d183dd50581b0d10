import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../../engine/renderers/format';
import type { OnlineSession } from '../../../domain/onlineSession';

/** 浏览器 as people read it: 「Chrome 131 · Windows 10/11」, the raw user agent on hover. */
const browserText = (s: OnlineSession) => [s.browser, s.os].filter(Boolean).join(' · ') || '未知';

/** The columns 在线用户 and 我的登录设备 share: address, browser, when signed in, when last active. */
export const sessionColumns: ColumnsType<OnlineSession> = [
  { title: 'IP 地址', dataIndex: 'ip', width: 140, render: (v: string | null) => v || '-' },
  {
    title: '浏览器',
    dataIndex: 'browser',
    width: 200,
    render: (_: string, s) => <span title={s.userAgent ?? undefined}>{browserText(s)}</span>,
  },
  { title: '登录时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
  { title: '最后活动', dataIndex: 'lastActiveAt', width: 160, render: (v: string) => formatDateTime(v) },
];

/** 当前会话: the session this browser uses. */
export const CurrentTag = () => <Tag color="blue">当前会话</Tag>;
