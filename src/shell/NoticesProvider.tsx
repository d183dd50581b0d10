import { useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ConfigOptions as MessageConfig } from 'antd/es/message/interface';
import type { NotificationConfig } from 'antd/es/notification/interface';
// The hook antd's own App uses: its notification without the static API.
import useNotification from 'antd/es/notification/useNotification';
// The `.ant-app` root style (text colour, font) antd's App gives what it wraps.
import useAppStyle from 'antd/es/app/style';
import { NoticesContext, type Notices } from '../state/notices';
import { lazyComponent } from '../engine/screens/lazyComponent';
import type { OnDemandCall, OnDemandNoticesProps } from './OnDemandNotices';
import { t } from '../i18n/messages/zh-CN/shell';

const OnDemandNotices = lazyComponent(() => import('./OnDemandNotices').then((m) => m.default));

interface NoticesProviderProps {
  message?: MessageConfig;
  notification?: NotificationConfig;
  children: ReactNode;
}

/**
 * antd's `App` without its message and Modal on the first screen: the same `.ant-app` root and
 * notification holder, and messages and confirms that load their code the first time one is shown
 * (OnDemandNotices.tsx). Those asked for meanwhile wait in order and show as soon as it has loaded.
 */
export function NoticesProvider({ message: messageConfig, notification: notificationConfig, children }: NoticesProviderProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const [notification, notificationHolder] = useNotification(notificationConfig);

  const waiting = useRef<OnDemandCall[]>([]);
  const loaded = useRef<((call: OnDemandCall) => void) | null>(null);
  const [wanted, setWanted] = useState(false);
  const show = useCallback(
    (call: OnDemandCall) => {
      if (loaded.current) return loaded.current(call);
      waiting.current.push(call);
      // Mounted once its code is here, so a failed load (the network gone: just when an error wants
      // telling) throws nothing into the app. What waited is then told through the notification,
      // which is on the first screen, and the next call tries the load again.
      OnDemandNotices.preload().then(
        () => setWanted(true),
        () => {
          for (const c of waiting.current.splice(0)) {
            if (c.kind === 'confirm') notification.error({ message: t('confirmLoadFailed') });
            else notification[c.kind]({ message: c.text });
          }
        },
      );
    },
    [notification],
  );
  const onLoaded = useCallback<OnDemandNoticesProps['onLoaded']>((api) => {
    loaded.current = api;
    if (api) for (const call of waiting.current.splice(0)) api(call);
  }, []);

  const notices = useMemo<Notices>(
    () => ({
      notification,
      message: { success: (text) => show({ kind: 'success', text }), error: (text) => show({ kind: 'error', text }) },
      confirm: (config) => show({ kind: 'confirm', config }),
    }),
    [notification, show],
  );
  return wrapCSSVar(
    <NoticesContext.Provider value={notices}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {wanted && <OnDemandNotices message={messageConfig} onLoaded={onLoaded} />}
        {notificationHolder}
        {children}
      </div>
    </NoticesContext.Provider>,
  );
}
