import { Input } from 'antd';
import type { InputProps, Renderer } from '../types';
import { asText, TextDisplay, TextFilter } from './text';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/**
 * The server gives the number when the record is added, so a form never edits it (the field is
 * read-only and left out of forms); should an override show it in one, it reads as it is.
 */
function AutoNumberInput({ id, value }: InputProps) {
  return <Input id={id} value={asText(value)} placeholder={t('autoNumberPlaceholder')} disabled />;
}

/** 自动编号 (SB-2026-0001): shown and filtered as text, sorted as text (its counter is zero-padded). */
export const autoNumberRenderer: Renderer = { Input: AutoNumberInput, Display: TextDisplay, Filter: TextFilter };
