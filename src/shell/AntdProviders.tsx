import '@ant-design/v5-patch-for-react-19';
// antd's CSS of the first screens, rendered at build time (scripts/antd-static-styles.tsx): before the
// app's own styles, as antd's styles written in the page are.
import 'virtual:antd-static-styles.css';
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The ES build: antd/locale/zh_CN is CommonJS, whose nested default exports lose the Pagination texts when bundled.
import zhCN from 'antd/es/locale/zh_CN';
import { useAppearance } from '../state/appearance';
import { antdInChinese } from '../i18n/locale';
import { validateMessages } from '../i18n/validateMessages';
// Not a call: installs antd's notification as the HTTP client's notifier, before refine mounts.
import { setHttpNotifier } from '../http/httpClient';
import { useNotices } from '../state/notices';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from './noticePlacement';
import { NoticesProvider } from './NoticesProvider';

/** Routes the HTTP client's notices to antd's notification of this app (theme and locale applied). */
function HttpNotifierBridge() {
  const { notification } = useNotices();
  useEffect(() => {
    setHttpNotifier({
      error: (title, message) => notification.error({ message: title, description: message }),
      // Keyed by its text: a second 操作成功 while the first still shows (a save, then 转为客户 at
      // once) refreshes that notice instead of stacking the same words twice.
      success: (message) => notification.success({ key: `success:${message}`, message }),
    });
    return () => setHttpNotifier(null);
  }, [notification]);
  return null;
}

/**
 * antd in the person's language and theme: its Chinese texts, or its English once loaded for a person who
 * chose it (src/i18n/locale.ts; dayjs's follow where dates are: src/i18n/dayjs.ts), the theme, and our
 * validateMessages for every form; notices placed below the header.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  // The person's theme (浅色 or 深色, src/state/appearance.ts): antd redraws its components in it.
  const { config } = useAppearance();
  return (
    <ConfigProvider locale={antdInChinese() ? zhCN : undefined} theme={config} form={{ validateMessages: validateMessages() }}>
      {/* The one place notices are configured: below the header, clear of its controls. */}
      <NoticesProvider notification={NOTIFICATION_CONFIG} message={MESSAGE_CONFIG}>
        <HttpNotifierBridge />
        {children}
      </NoticesProvider>
    </ConfigProvider>
  );
}
