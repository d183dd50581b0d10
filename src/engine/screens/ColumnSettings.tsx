import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { FieldSchema } from '../../schemas/types';
import { t } from '../../i18n/messages/zh-CN/engineList';

/** Column show/hide: a checkbox per column; the first column (the record's name) always stays. */
export function ColumnSettings({
  fields,
  hidden,
  onChange,
}: {
  fields: FieldSchema[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const [first, ...rest] = fields;
  const content = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={rest.filter((f) => !hidden.includes(f.name)).map((f) => f.name)}
      onChange={(shown) => onChange(rest.filter((f) => !shown.includes(f.name)).map((f) => f.name))}
      options={[
        ...(first ? [{ label: first.label, value: first.name, disabled: true }] : []),
        ...rest.map((f) => ({ label: f.label, value: f.name })),
      ]}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('shownColumns')} content={content}>
      <Tooltip title={t('columnSettings')}>
        <Button icon={<SettingOutlined />} aria-label={t('columnSettings')} />
      </Tooltip>
    </Popover>
  );
}
