import { ConfigProvider } from 'antd';
// The ES build: antd/locale/zh_CN is CommonJS, whose nested default exports lose the Pagination texts when bundled.
import zhCN from 'antd/es/locale/zh_CN';
import { theme } from '../theme';
import { antdInChinese } from '../i18n/locale';
import { darkTheme } from '../themeDark';
import { ResultPage } from '../engine/screens/ResultPage';
import { t } from '../i18n/messages/zh-CN/pageFallback';

/** Any unknown path outside /app: says the page does not exist, with a button back to `/`. */
export function NotFoundPage() {
  // Drawn as the page around it is (the person's theme, or the device's when signed out).
  const dark = document.documentElement.dataset.theme === 'dark';
  return (
    <ConfigProvider locale={antdInChinese() ? zhCN : undefined} theme={dark ? darkTheme : theme}>
      <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <ResultPage status={404} subTitle={t('notFound')} />
      </div>
    </ConfigProvider>
  );
}
