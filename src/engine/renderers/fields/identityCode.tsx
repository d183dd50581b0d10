import { Input } from 'antd';
import { normaliseIdentityCode } from '../../../domain/identityCodes';
import { fieldMaxLength } from '../../../schemas/fieldDefaults';
import type { InputProps, Renderer } from '../types';
import { asText, TextDisplay, TextFilter } from './text';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/** Typed upper-case as stored (a typed `x` shows as `X`); checked by the form rule as the server checks it. */
function IdentityCodeInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <Input
      id={id}
      value={asText(value)}
      onChange={(e) => onChange?.(normaliseIdentityCode(e.target.value))}
      disabled={disabled}
      placeholder={field.placeholder ?? t('inputPlaceholder', { label: field.label })}
      maxLength={fieldMaxLength(field)}
      allowClear
    />
  );
}

/** 居民身份证号: shown as it is (a role that may not see it has the field hidden). */
export const idCardRenderer: Renderer = { Input: IdentityCodeInput, Display: TextDisplay, Filter: TextFilter };
/** 统一社会信用代码. */
export const creditCodeRenderer: Renderer = { Input: IdentityCodeInput, Display: TextDisplay, Filter: TextFilter };
