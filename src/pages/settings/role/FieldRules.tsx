import { Radio, Space, Typography } from 'antd';
import type { PermissionResource } from '../../../schemas/permissionCatalogue';
import type { FieldChoice } from './permissionMatrix';
import { hiddenThrough } from '../../../schemas/derivations';
import { schemaOf } from '../../../state/servedSchemas';
import { t } from '../../../i18n/messages/zh-CN/settingsRole';

// Built when shown: the labels are in the shown language.
const choices = (): { value: FieldChoice; label: string }[] => [
  { value: 'visible', label: t('visible') },
  { value: 'readonly', label: t('readonly') },
  { value: 'hidden', label: t('hidden') },
];

/**
 * A resource's fields, each 可见 / 只读 / 隐藏 (the expanded line of the permission matrix). Two
 * fields with one label (客户: the id and the name kept with it) are told apart by their names.
 * While the role may add records, a field a new record needs offers only 可见 (a rule on it would
 * make every add fail); one ruled before 新建 was ticked shows the refusal the save would meet.
 */
export function FieldRules({
  resource,
  choiceOf,
  onChange,
  disabled,
  mayAdd = false,
  conflicts = new Map<string, string>(),
}: {
  resource: PermissionResource;
  choiceOf(field: string): FieldChoice;
  onChange(field: string, choice: FieldChoice): void;
  disabled: boolean;
  /** Whether the role may add records of the resource. */
  mayAdd?: boolean;
  /** The refusal of each ruled field that keeps the role from adding, by field name. */
  conflicts?: ReadonlyMap<string, string>;
}) {
  const labels = resource.fields.map((f) => f.label);
  const shared = new Set(labels.filter((l, i) => labels.indexOf(l) !== i));
  // What the hidden fields take with them (a line's 金额 with its 单价): said beside each such field.
  const schema = schemaOf(resource.name);
  const hidden = Object.fromEntries(resource.fields.filter((f) => choiceOf(f.name) === 'hidden').map((f) => [f.name, 'hidden' as const]));
  const through = schema ? hiddenThrough(schema, hidden) : new Map<string, string>();
  return (
    <div style={{ paddingLeft: 48 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {disabled ? t('tickFirst') : t('rulesHint')}
      </Typography.Paragraph>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: '8px 24px' }}>
        {resource.fields.map((f) => {
          const name = shared.has(f.label) ? t('sharedLabel', { label: f.label, name: f.name }) : f.label;
          const locked = mayAdd && !!f.neededToAdd;
          const conflict = conflicts.get(f.name);
          return (
            <Space key={f.name} direction="vertical" size={0} style={{ width: '100%' }}>
              <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                <span>
                  {name}
                  {through.has(f.name) && (
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }} data-testid={`hidden-with-${f.name}`}>
                      {t('hiddenWith', { label: resource.fields.find((x) => x.name === through.get(f.name))?.label })}
                    </Typography.Text>
                  )}
                </span>
                <Radio.Group
                  aria-label={t('fieldOf', { resource: resource.label, field: name })}
                  size="small"
                  optionType="button"
                  options={locked ? choices().map((c) => ({ ...c, disabled: c.value !== 'visible' })) : choices()}
                  value={choiceOf(f.name)}
                  disabled={disabled}
                  onChange={(e) => onChange(f.name, e.target.value as FieldChoice)}
                />
              </Space>
              {locked && (
                <Typography.Text type={conflict ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                  {conflict ?? t('neededToAddHint')}
                </Typography.Text>
              )}
            </Space>
          );
        })}
      </div>
    </div>
  );
}
