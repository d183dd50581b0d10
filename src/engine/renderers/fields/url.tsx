import { Typography } from 'antd';
import type { DisplayProps, Renderer } from '../types';
import { asText, TextFilter, TextInput } from './text';

/** Only a web address becomes a link: a stored `javascript:` text (data older than the check) stays text. */
const WEB_ADDRESS = /^https?:\/\//i;

/** A link opening in a new tab, without handing that page this one (`noopener`) or its address (`noreferrer`). */
function UrlDisplay({ value, mode }: DisplayProps) {
  const text = asText(value);
  if (!text) return <Typography.Text type="secondary">-</Typography.Text>;
  if (!WEB_ADDRESS.test(text)) return <span>{text}</span>;
  return (
    <a href={text} target="_blank" rel="noopener noreferrer" title={mode === 'list' ? text : undefined}>
      {text}
    </a>
  );
}

/** An http or https address (checked by the type's default pattern on both sides), shown as a link. */
export const urlRenderer: Renderer = { Input: TextInput, Display: UrlDisplay, Filter: TextFilter };
