import type { useSmsCode } from './useSmsCode';
import { t } from '../../i18n/messages/zh-CN/pageAccount';

/** 获取验证码 beside the code field: busy while sending, then the seconds until the next one. */
export function SmsCodeButton({ code, onClick }: { code: ReturnType<typeof useSmsCode>; onClick: () => void }) {
  return (
    <button type="button" className="auth-button auth-button--default" onClick={onClick} disabled={code.waiting || code.loading}>
      {code.waiting ? t('resendIn', { n: code.left }) : code.loading ? t('sending') : t('getCode')}
    </button>
  );
}
