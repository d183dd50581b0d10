import { useEffect, useState } from 'react';
import { Input, Typography } from 'antd';
import { InvalidJson } from '../invalidJson';
import type { DisplayProps, InputProps, Renderer } from '../types';

const pretty = (v: unknown) => (v === undefined || v === null ? '' : JSON.stringify(v, null, 2));

function JsonInput({ field, id, value, onChange, disabled }: InputProps) {
  const [text, setText] = useState(() => (value instanceof InvalidJson ? value.text : pretty(value)));
  // Follow values set from outside (the edit form loading its record), not our own edits.
  useEffect(() => {
    if (!(value instanceof InvalidJson)) setText((t) => (safeParse(t) === JSON.stringify(value ?? null) ? t : pretty(value)));
  }, [value]);
  return (
    <Input.TextArea
      id={id}
      value={text}
      disabled={disabled}
      autoSize={{ minRows: 3, maxRows: 12 }}
      style={{ fontFamily: 'monospace' }}
      placeholder={field.placeholder ?? '{ }'}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        if (!next.trim()) return onChange?.(null);
        try {
          onChange?.(JSON.parse(next));
        } catch {
          onChange?.(new InvalidJson(next));
        }
      }}
    />
  );
}

function safeParse(text: string): string | undefined {
  try {
    return JSON.stringify(text.trim() ? JSON.parse(text) : null);
  } catch {
    return undefined;
  }
}

function JsonDisplay({ value, mode }: DisplayProps) {
  if (value === undefined || value === null) return <Typography.Text type="secondary">-</Typography.Text>;
  if (mode === 'list')
    return (
      <Typography.Text code ellipsis>
        {JSON.stringify(value)}
      </Typography.Text>
    );
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{pretty(value)}</pre>;
}

/** Free-form JSON, edited as text and checked as it is typed. */
export const jsonRenderer: Renderer = { Input: JsonInput, Display: JsonDisplay, Filter: null };
