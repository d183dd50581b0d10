import { Input, Typography } from 'antd';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/** The value as text ('' for none). */
export const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A one-line text box (shared by the text-like types). */
export function TextInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <Input
      id={id}
      value={asText(value)}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      placeholder={field.placeholder ?? t('inputPlaceholder', { label: field.label })}
      maxLength={field.maxLength}
      allowClear
    />
  );
}

/** The text, or a dash for none (shared by the text-like types). */
export function TextDisplay({ value, mode }: DisplayProps) {
  const text = asText(value);
  if (!text) return <Typography.Text type="secondary">-</Typography.Text>;
  // In lists the table column truncates (and a link in the first column keeps its colour).
  return mode === 'list' ? <span title={text}>{text}</span> : <span>{text}</span>;
}

/** Substring filter shared by every text-like type. */
export function TextFilter({ field, id, value, onChange }: FilterProps) {
  return <Input id={id} value={asText(value)} onChange={(e) => onChange?.(e.target.value)} placeholder={field.label} allowClear />;
}

function TextareaInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <Input.TextArea
      id={id}
      value={asText(value)}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      placeholder={field.placeholder ?? t('inputPlaceholder', { label: field.label })}
      maxLength={field.maxLength}
      showCount={!!field.maxLength}
      autoSize={{ minRows: 3, maxRows: 8 }}
    />
  );
}

function TextareaDisplay({ value, mode }: DisplayProps) {
  const text = asText(value);
  if (!text) return <Typography.Text type="secondary">-</Typography.Text>;
  if (mode === 'list') return <span title={text}>{text}</span>;
  return <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>;
}

function PhoneDisplay({ value }: DisplayProps) {
  const text = asText(value);
  return text ? <a href={`tel:${text}`}>{text}</a> : <Typography.Text type="secondary">-</Typography.Text>;
}

function EmailDisplay({ value }: DisplayProps) {
  const text = asText(value);
  return text ? <a href={`mailto:${text}`}>{text}</a> : <Typography.Text type="secondary">-</Typography.Text>;
}

/** Single-line text. */
export const textRenderer: Renderer = { Input: TextInput, Display: TextDisplay, Filter: TextFilter };
/** Multi-line text: a growing text area, shown with its line breaks. */
export const textareaRenderer: Renderer = { Input: TextareaInput, Display: TextareaDisplay, Filter: TextFilter };
/** A phone number (validated by the default phone pattern unless the field has its own), shown as a tel: link. */
export const phoneRenderer: Renderer = { Input: TextInput, Display: PhoneDisplay, Filter: TextFilter };
/** An e-mail address, shown as a mailto: link. */
export const emailRenderer: Renderer = { Input: TextInput, Display: EmailDisplay, Filter: TextFilter };
