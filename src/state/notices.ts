import { createContext, useContext } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ModalFuncProps } from 'antd';

/**
 * The app's notices under its theme and locale, placed below the header: notifications (操作成功,
 * 请求错误), short messages (密码已修改) and confirm dialogs (删除？ 有未保存的修改). What antd's `App`
 * gives through `App.useApp()`, but the code of messages and dialogs (antd's message and Modal) is
 * loaded when one is first shown instead of on the first screen (docs/decisions.md, "Fast after
 * signing in"). src/shell/NoticesProvider.tsx provides them.
 */
export interface Notices {
  notification: NotificationInstance;
  /** A short message at the top of the page; shown once its code has loaded. */
  message: { success(text: string): void; error(text: string): void };
  /** Opens a confirm dialog (antd's `modal.confirm`); shown once Modal's code has loaded. */
  confirm(config: ModalFuncProps): void;
}

export const NoticesContext = createContext<Notices | null>(null);

/** The app's notices; only below NoticesProvider (the shell's AntdProviders), where a notice can be themed. */
export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices must be used inside NoticesProvider');
  return notices;
}
