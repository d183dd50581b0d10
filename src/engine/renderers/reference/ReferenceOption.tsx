import type { ReactNode } from 'react';
import { Tag, Typography, type SelectProps } from 'antd';

type CustomTagProps = Parameters<NonNullable<SelectProps['tagRender']>>[0];

type Option = { label?: ReactNode; value?: string | number | null };

/**
 * One option of a reference picker: its title, and under it the target's second line when another
 * option has the same title (two customers both named 张伟 become told apart by contact and city).
 */
export function ReferenceOption({ option, repeated, secondary }: { option: Option; repeated: boolean; secondary: string }) {
  if (!repeated || !secondary) return <>{option.label}</>;
  return (
    <div style={{ lineHeight: 1.4 }}>
      <div>{option.label}</div>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {secondary}
      </Typography.Text>
    </div>
  );
}

/** A chosen record of a multiple picker as a tag in the record's colour (客户标签). */
export function ColoredTag({ label, value, closable, onClose, color }: CustomTagProps & { color?: string }) {
  return (
    <Tag
      color={color}
      closable={closable}
      onClose={onClose}
      // Keeps the select from opening when the tag's close icon is pressed.
      onMouseDown={(e) => e.preventDefault()}
      style={{ marginInlineEnd: 4 }}
      data-value={String(value)}
    >
      {label}
    </Tag>
  );
}
