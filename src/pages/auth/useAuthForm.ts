import { useState } from 'react';
import { confirmError, hasErrors, validateFields, type FieldErrors, type FieldRule } from './authValidation';
import type { useSmsCode } from './useSmsCode';
import type { SmsCodeReply } from './accountApi';

/** A message over an auth form: a success (role status) or a failure (role alert). */
export interface AuthNoticeText {
  ok: boolean;
  text: string;
}

/**
 * The form state of the login screens (the login screens load neither refine nor antd): its values,
 * the message under each field (cleared as the field is typed in), a notice over the form and whether
 * it is sending, with the checks and the 获取验证码 request of 注册 and 忘记密码. 登录 takes the values,
 * messages and fields, not checkAll (its 验证码 field is checked only when shown); 修改密码's form
 * checks its fields by their own cross-field rule (passwordChange.ts).
 */
export function useAuthForm<F extends string>(rules: Record<F, FieldRule>, initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [notice, setNotice] = useState<AuthNoticeText | null>(null);
  const [busy, setBusy] = useState(false);

  /** The change handler of `field`: its new value, its message gone. */
  const set = (field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** What an AuthField of `field` is given: its name, its rule's label, value, message and change handler. */
  const field = (name: F) => ({ name, label: rules[name].label, value: values[name], error: errors[name], onChange: set(name) });

  /**
   * Checks every field by its rule and, when given, that `confirm` repeats `password`; the messages go
   * under the fields. True when the form may be sent.
   */
  const checkAll = (match?: { password: F; confirm: F }) => {
    const found = validateFields(values, rules);
    const mismatch = match && confirmError(values[match.password], values[match.confirm]);
    if (match && !found[match.confirm] && mismatch) found[match.confirm] = mismatch;
    setErrors(found);
    return !hasErrors(found);
  };

  /** Runs the form's call with the button busy and the old notice gone; a failure is the caller's to show. */
  const sending = async (call: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await call();
    } finally {
      setBusy(false);
    }
  };

  /**
   * 获取验证码: checks `field` (the mobile number or account the code goes to), then sends the request
   * through `code` and says `sentText`, or the server's refusal, over the form.
   */
  const requestCode = async (code: ReturnType<typeof useSmsCode>, field: F, call: () => Promise<SmsCodeReply | null>, sentText: string) => {
    const found = validateFields({ [field]: values[field] } as Record<F, string>, { [field]: rules[field] } as Record<F, FieldRule>);
    setErrors((e) => ({ ...e, [field]: found[field] }));
    if (found[field]) return;
    try {
      await code.send(call);
      setNotice({ ok: true, text: sentText });
    } catch (error) {
      setNotice({ ok: false, text: (error as Error).message });
    }
  };

  return { values, setValues, errors, setErrors, notice, setNotice, busy, set, field, checkAll, sending, requestCode };
}
