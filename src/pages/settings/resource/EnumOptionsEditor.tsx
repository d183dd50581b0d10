import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { addOption, removeOption, updateOption, type ResourceDraft } from './draftEdits';
import { OPTION_COLORS } from './fieldTypes';
import { t } from '../../../i18n/messages/zh-CN/designerFields';

const colorOptions = () => OPTION_COLORS.map((c) => ({ value: c.value, label: <Tag color={c.value}>{t(c.label)}</Tag> }));

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
  const colors = colorOptions();
  return (
    <Form.Item label={t('options')} required>
      {options.map((o, at) => (
        <Space key={at} style={{ display: 'flex', marginBottom: 8 }} align="center">
          <Input
            aria-label={t('optionValueAria', { n: at + 1 })}
            style={{ width: 120 }}
            value={String(o.value)}
            placeholder={t('optionValue')}
            onChange={(e) => onChange(updateOption(draft, index, at, { value: e.target.value.trim() }))}
          />
          <Input
            aria-label={t('optionLabelAria', { n: at + 1 })}
            style={{ width: 160 }}
            value={o.label}
            placeholder={t('label')}
            onChange={(e) => onChange(updateOption(draft, index, at, { label: e.target.value }))}
          />
          <Select
            aria-label={t('optionColorAria', { n: at + 1 })}
            style={{ width: 110 }}
            value={o.color ?? 'default'}
            options={colors}
            onChange={(color: string) => onChange(updateOption(draft, index, at, { color }))}
          />
          {!disabled && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('deleteOptionAria', { n: at + 1 })}
              disabled={options.length <= 1}
              onClick={() => onChange(removeOption(draft, index, at))}
            />
          )}
        </Space>
      ))}
      {!disabled && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => onChange(addOption(draft, index))}>
          {t('addOption')}
        </Button>
      )}
    </Form.Item>
  );
}
