import { useEffect } from 'react';
import { message as antdMessage, Modal, type ModalFuncProps } from 'antd';
import type { ConfigOptions as MessageConfig } from 'antd/es/message/interface';

/** A message or a confirm dialog asked for through the app's notices (src/state/notices.ts). */
export type OnDemandCall = { kind: 'confirm'; config: ModalFuncProps } | { kind: 'success' | 'error'; text: string };

export interface OnDemandNoticesProps {
  message?: MessageConfig;
  /** Receives what shows a call once the holders are mounted, and null when they go. */
  onLoaded(show: ((call: OnDemandCall) => void) | null): void;
}

/**
 * antd's message and Modal hooks with their holders, loaded with the first message or confirm
 * (NoticesProvider.tsx), so they render inside the app's theme and locale.
 */
export default function OnDemandNotices({ message: config, onLoaded }: OnDemandNoticesProps) {
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antdMessage.useMessage(config);
  useEffect(() => {
    onLoaded((call) => {
      if (call.kind === 'confirm') void modal.confirm(call.config);
      else void message[call.kind](call.text);
    });
    return () => onLoaded(null);
  }, [modal, message, onLoaded]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
