import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { addOption, removeOption, updateOption, type ResourceDraft } from './draftEdits';
import { OPTION_COLORS } from './fieldTypes';

const COLOR_OPTIONS = OPTION_COLORS.map((c) => ({ value: c.value, label: <Tag color={c.value}>{c.label}</Tag> }));

/**
 * The options of a 单选 or 多选 field, one line each: 取值 (what is stored and filtered on, so no comma),
 * 显示名称 and the tag colour. Colours keep one meaning each across the app (docs/requirements.md §10.8: grey for
 * draft, green for done, red for refused…), so the admin picks from the same palette.
 */
export function EnumOptionsEditor({
  draft,
  index,
  onChange,
  disabled,
}: {
  draft: ResourceDraft;
  index: number;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
}) {
  const options = draft.fields[index].options ?? [];
  return (
    <Form.Item label="选项" required>
      {options.map((o, at) => (
        <Space key={at} style={{ display: 'flex', marginBottom: 8 }} align="center">
          <Input
            aria-label={`选项${at + 1}的取值`}
            style={{ width: 120 }}
            value={String(o.value)}
            placeholder="取值"
            onChange={(e) => onChange(updateOption(draft, index, at, { value: e.target.value.trim() }))}
          />
          <Input
            aria-label={`选项${at + 1}的显示名称`}
            style={{ width: 160 }}
            value={o.label}
            placeholder="显示名称"
            onChange={(e) => onChange(updateOption(draft, index, at, { label: e.target.value }))}
          />
          <Select
            aria-label={`选项${at + 1}的颜色`}
            style={{ width: 110 }}
            value={o.color ?? 'default'}
            options={COLOR_OPTIONS}
            onChange={(color: string) => onChange(updateOption(draft, index, at, { color }))}
          />
          {!disabled && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除选项${at + 1}`}
              disabled={options.length <= 1}
              onClick={() => onChange(removeOption(draft, index, at))}
            />
          )}
        </Space>
      ))}
      {!disabled && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => onChange(addOption(draft, index))}>
          添加选项
        </Button>
      )}
    </Form.Item>
  );
}
