import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router';
import { useTranslate, useWarnAboutChange } from '@refinedev/core';
import { setLeaveGuard, whenLeaveAllowed } from '../state/leaveGuard';
import { useNotices } from '../state/notices';
import { t as tr } from '../i18n/messages/zh-CN/refine';
import { t as ta } from '../i18n/messages/zh-CN/shell';

/**
 * refine's UnsavedChangesNotifier with the app's own dialog: while a form has unsaved changes
 * (refine's `warnWhen`), leaving asks 有未保存的修改，确定离开吗？ in an antd Modal instead of the
 * browser's `confirm()`. Router navigations (links, refine's redirects) are held through the
 * navigator, the shell's tab operations through `whenLeaveAllowed`; 取消 keeps the user where
 * they are. Closing or reloading the page still gets the browser's own prompt (beforeunload).
 */
export function UnsavedChangesGuard() {
  const translate = useTranslate();
  const { confirm } = useNotices();
  const { pathname } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const { warnWhen, setWarnWhen: setWarnWhenNow } = useWarnAboutChange();
  // Read through a ref: a setter of new identity must not count as a change of screen.
  const setWarnWhenRef = useRef(setWarnWhenNow);
  setWarnWhenRef.current = setWarnWhenNow;
  const setWarnWhen = (value: boolean) => setWarnWhenRef.current(value);
  const message = translate('warnWhenUnsavedChanges', tr('warnWhenUnsavedChanges'));

  // A new screen starts without unsaved changes.
  useEffect(() => () => setWarnWhen(false), [pathname]);

  useEffect(() => {
    if (!warnWhen) return;
    const ask = () =>
      new Promise<boolean>((resolve) => {
        confirm({
          title: message,
          okText: ta('confirm'),
          cancelText: ta('cancel'),
          onOk: () => {
            // Synchronously: the navigation that follows must not be asked about again.
            setLeaveGuard(null);
            setWarnWhen(false);
            resolve(true);
          },
          onCancel: () => resolve(false),
        });
      });
    setLeaveGuard(ask);
    const { push, go } = navigator;
    navigator.push = (...args: Parameters<typeof push>) => whenLeaveAllowed(() => push(...args));
    navigator.go = (...args: Parameters<typeof go>) => whenLeaveAllowed(() => go(...args));
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      setLeaveGuard(null);
      navigator.push = push;
      navigator.go = go;
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [warnWhen, message, confirm, navigator]);

  return null;
}
