import dayjs, { type Dayjs } from '../../../i18n/dayjs';

/** Setting value types of docs/requirements.md §3. */
export const SETTING_TYPES = [
  { value: 0, label: '文本', color: 'default' },
  { value: 1, label: '数字', color: 'blue' },
  { value: 2, label: '布尔', color: 'cyan' },
  { value: 3, label: '日期', color: 'purple' },
  { value: 4, label: '对象', color: 'geekblue' },
  { value: 5, label: '数组', color: 'magenta' },
] as const;

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
  if (type === 2) return text === 'true' ? '是' : '否';
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
        throw new Error('请输入合法的 JSON');
      }
      const isArray = Array.isArray(parsed);
      if (type === 5 && !isArray) throw new Error('请输入 JSON 数组，例如 ["a", "b"]');
      if (type === 4 && (isArray || typeof parsed !== 'object' || parsed === null)) throw new Error('请输入 JSON 对象，例如 {"a": 1}');
    },
  };
}
