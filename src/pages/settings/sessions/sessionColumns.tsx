import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../../engine/renderers/format';
import type { OnlineSession } from '../../../domain/onlineSession';
import { t } from '../../../i18n/messages/zh-CN/settingsSessions';

/** 浏览器 as people read it: 「Chrome 131 · Windows 10/11」, the raw user agent on hover. */
const browserText = (s: OnlineSession) => [s.browser, s.os].filter(Boolean).join(' · ') || t('unknown');

/**
 * The columns 在线用户 and 我的登录设备 share: address, browser, when signed in, when last active. Their
 * titles are getters, read when a table renders them (never at import: English may arrive later).
 */
export const sessionColumns: ColumnsType<OnlineSession> = [
  {
    get title() {
      return t('ip');
    },
    dataIndex: 'ip',
    width: 140,
    render: (v: string | null) => v || '-',
  },
  {
    get title() {
      return t('browser');
    },
    dataIndex: 'browser',
    width: 200,
    render: (_: string, s) => <span title={s.userAgent ?? undefined}>{browserText(s)}</span>,
  },
  {
    get title() {
      return t('signedInAt');
    },
    dataIndex: 'createdAt',
    width: 160,
    render: (v: string) => formatDateTime(v),
  },
  {
    get title() {
      return t('lastActive');
    },
    dataIndex: 'lastActiveAt',
    width: 160,
    render: (v: string) => formatDateTime(v),
  },
];

/** 当前会话: the session this browser uses. */
export const CurrentTag = () => <Tag color="blue">{t('current')}</Tag>;
