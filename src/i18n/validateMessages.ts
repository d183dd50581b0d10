import type { FormProps } from 'antd';
import { formRulesTexts, t } from './messages/zh-CN/formRules';

type ValidateMessages = NonNullable<FormProps['validateMessages']>;

/**
 * Form validation messages (docs/requirements.md §5) in antd's `validateMessages` format, in the shown
 * language: the area `formRules`, whose keys are antd's paths (`required`, `string.min`, `types.email`).
 * Made when a form provider renders, never when the module loads (English may arrive later).
 */
export function validateMessages(): ValidateMessages {
  const messages: Record<string, string | Record<string, string>> = {};
  for (const key of Object.keys(formRulesTexts) as (keyof typeof formRulesTexts)[]) {
    const [group, name] = key.split('.');
    if (name) ((messages[group] ??= {}) as Record<string, string>)[name] = t(key);
    else messages[group] = t(key);
  }
  return messages as ValidateMessages;
}

/** Fills `${name}` placeholders, for the light login and registration forms that do not load antd. */
export function formatValidateMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
