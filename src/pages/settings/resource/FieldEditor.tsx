import { Alert, Checkbox, Col, Form, Input, Row, Select, Space } from 'antd';
import { fieldVisibility } from '../../../schemas/fieldDefaults';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';
import { changeFieldType, setVisibility, updateField, type ResourceDraft } from './draftEdits';
import { EnumOptionsEditor } from './EnumOptionsEditor';
import { FieldDefaultInput } from './FieldDefaultInput';
import { FieldLimits } from './FieldLimits';
import { abilitiesOf, FIELD_TYPE_OPTIONS } from './fieldTypes';
import { NumberPatternInput } from './NumberPatternInput';
import { ReferenceEditor } from './ReferenceEditor';
import { fieldLabelText, settingProblems } from './draftProblems';
import { useShownProblems } from './useShownProblems';
import { t } from '../../../i18n/messages/zh-CN/designerFields';
import { designNameRule } from '../../../schemas/designCheck';

interface Props {
  draft: ResourceDraft;
  index: number;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
  problems: string[];
  /** A published field keeps its name: another name would be another column. */
  nameLocked: boolean;
  schemas: readonly ResourceSchema[];
}

const WHERE = [
  { key: 'list', label: 'showInList' },
  { key: 'form', label: 'showInForm' },
  { key: 'show', label: 'showInDetails' },
] as const;

/** The name's problems (the design rules' and the designer's own start with 字段名) show under the name input. */
const isNameProblem = (p: string) => p.startsWith(t('fieldName'));

/**
 * One field's settings: 显示名称, 字段名, 类型, 必填, 默认值, where it shows, filter / sort / search,
 * and what its type adds (limits and pattern, options, the referenced resource, 选择到 of 省市区, the
 * file limits of 附件, the 编号规则 of 自动编号). A setting the type does not allow is not offered, so
 * the field stays valid; a 自动编号 is given by the server, so it is neither required nor in forms.
 */
export function FieldEditor({ draft, index, onChange, disabled, problems, nameLocked, schemas }: Props) {
  const f = draft.fields[index];
  const can = abilitiesOf(f.type);
  const set = (patch: Partial<FieldSchema>) => onChange(updateField(draft, index, patch));
  const shown = fieldVisibility(f);
  const id = (what: string) => `field-${index}-${what}`;
  const nameProblem = problems.find(isNameProblem);
  const labelProblem = problems.find((p) => p === fieldLabelText());
  // Under the inputs once typed in or left (a field just added is not red before anything is typed).
  const { leave, shown: shownProblem } = useShownProblems();
  // Name, label and type-setting problems show under their inputs; the others in a list below the field.
  const { at: settingProblem, rest } = settingProblems(
    f.type,
    problems.filter((p) => p !== nameProblem && p !== labelProblem),
  );
  // `undefined`, not false: an explicit false would override the read-only form's disabled.
  const serverSet = can.serverSet || undefined;
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            label={t('label')}
            htmlFor={id('label')}
            required
            validateStatus={shownProblem('label', f.label ?? '', labelProblem) ? 'error' : undefined}
            help={shownProblem('label', f.label ?? '', labelProblem)}
          >
            <Input
              id={id('label')}
              value={f.label}
              maxLength={20}
              placeholder={t('labelPlaceholder')}
              onChange={(e) => set({ label: e.target.value })}
              onBlur={() => leave('label')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label={t('fieldName')}
            htmlFor={id('name')}
            required
            validateStatus={shownProblem('name', f.name ?? '', nameProblem) ? 'error' : undefined}
            help={shownProblem('name', f.name ?? '', nameProblem)}
            extra={nameLocked ? t('nameLocked') : t('nameHint', { rule: designNameRule() })}
          >
            <Input
              id={id('name')}
              value={f.name}
              disabled={disabled || nameLocked}
              placeholder={t('namePlaceholder')}
              onChange={(e) => set({ name: e.target.value.trim() })}
              onBlur={() => leave('name')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('type')} htmlFor={id('type')}>
            <Select
              id={id('type')}
              value={f.type}
              options={FIELD_TYPE_OPTIONS}
              // Two dozen types: typing 编号 or 日期 finds one faster than scrolling.
              showSearch
              optionFilterProp="label"
              onChange={(type) => onChange(changeFieldType(draft, index, type))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('rulesAndDisplay')}>
        <Space wrap size={[16, 8]}>
          <Checkbox checked={!!f.required} disabled={serverSet} onChange={(e) => set({ required: e.target.checked || undefined })}>
            {t('required')}
          </Checkbox>
          {WHERE.map((w) => (
            <Checkbox
              key={w.key}
              checked={shown[w.key]}
              disabled={w.key === 'form' ? serverSet : undefined}
              onChange={(e) => onChange(setVisibility(draft, index, w.key, e.target.checked))}
            >
              {t(w.label)}
            </Checkbox>
          ))}
          <Checkbox
            checked={!!f.filterable}
            disabled={disabled || !can.filterable}
            onChange={(e) => set({ filterable: e.target.checked || undefined })}
          >
            {t('filterable')}
          </Checkbox>
          <Checkbox
            checked={!!f.sortable}
            disabled={disabled || !can.sortable}
            onChange={(e) => set({ sortable: e.target.checked || undefined })}
          >
            {t('sortable')}
          </Checkbox>
          <Checkbox
            checked={!!f.searchable}
            disabled={disabled || !can.searchable}
            onChange={(e) => set({ searchable: e.target.checked || undefined })}
          >
            {t('searchable')}
          </Checkbox>
        </Space>
      </Form.Item>
      {can.defaultable && <FieldDefaultInput field={f} id={id('default')} onChange={(value) => set({ default: value })} />}
      {can.own.includes('numberPattern') && (
        <NumberPatternInput
          field={f}
          id={id('numberPattern')}
          problem={settingProblem.numberPattern}
          onChange={(numberPattern) => set({ numberPattern })}
        />
      )}
      <FieldLimits field={f} idOf={id} onChange={set} problems={settingProblem} />
      {can.options && <EnumOptionsEditor draft={draft} index={index} onChange={onChange} disabled={disabled} />}
      {can.reference && (
        <ReferenceEditor field={f} idOf={id} schemas={schemas} self={draft.name} onChange={(reference) => set({ reference })} />
      )}
      {rest.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('fieldHasProblems')}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {rest.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
    </Form>
  );
}
