import dayjs, { type Dayjs } from '../../../i18n/dayjs';
import { t, type settingsGeneralTexts } from '../../../i18n/messages/zh-CN/settingsGeneral';

/** Setting value types of docs/requirements.md §3; `label` names the text, shown through typeLabel. */
export const SETTING_TYPES = [
  { value: 0, label: 'typeText', color: 'default' },
  { value: 1, label: 'typeNumber', color: 'blue' },
  { value: 2, label: 'typeBoolean', color: 'cyan' },
  { value: 3, label: 'typeDate', color: 'purple' },
  { value: 4, label: 'typeObject', color: 'geekblue' },
  { value: 5, label: 'typeArray', color: 'magenta' },
] as const satisfies readonly { value: number; label: keyof typeof settingsGeneralTexts; color: string }[];

/** A value type's name in the shown language. */
export const typeLabel = (type: (typeof SETTING_TYPES)[number]) => t(type.label);

export type FormValue = string | number | boolean | Dayjs | null | undefined;

/** The stored text of a setting as the form control of its type holds it. */
export function toFormValue(type: number, text: string | undefined): FormValue {
  if (text === undefined) return type === 2 ? false : undefined;
  switch (type) {
    case 1:
      return Number(text);
    case 2:
      return text === 'true';
    case 3:
      return dayjs(text).isValid() ? dayjs(text) : undefined;
    case 4:
    case 5:
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        return text;
      }
    default:
      return text;
  }
}

/** What the server gets: native values; dates as YYYY-MM-DD; objects and arrays as their JSON text. */
export function toWireValue(type: number, v: FormValue): unknown {
  if (type === 3) return dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : v;
  if (type === 2) return !!v;
  return v;
}

/** The value shown in the table. */
export function displayValue(type: number, text: string): string {
  if (type === 2) return text === 'true' ? t('yes') : t('no');
  if (type === 3) return dayjs(text).isValid() ? dayjs(text).format(text.length > 10 ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : text;
  return text;
}

/** Form rule for object / array text: must parse to the right kind. */
export function jsonRule(type: number) {
  return {
    validator: async (_: unknown, v: unknown) => {
      if (type !== 4 && type !== 5) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(v ?? ''));
      } catch {
        throw new Error(t('invalidJson'));
      }
      const isArray = Array.isArray(parsed);
      if (type === 5 && !isArray) throw new Error(t('jsonArrayNeeded'));
      if (type === 4 && (isArray || typeof parsed !== 'object' || parsed === null)) throw new Error(t('jsonObjectNeeded'));
    },
  };
}
