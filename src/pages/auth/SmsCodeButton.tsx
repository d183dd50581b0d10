import type { useSmsCode } from './useSmsCode';

/** 获取验证码 beside the code field: busy while sending, then the seconds until the next one. */
export function SmsCodeButton({ code, onClick }: { code: ReturnType<typeof useSmsCode>; onClick: () => void }) {
  return (
    <button type="button" className="auth-button auth-button--default" onClick={onClick} disabled={code.waiting || code.loading}>
      {code.waiting ? `${code.left} 秒后重新获取` : code.loading ? '发送中…' : '获取验证码'}
    </button>
  );
}
