import { Button, Col, Input, Popconfirm, Row, Select, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { fieldReadOnly } from '../../../schemas/fieldDefaults';
import type { FieldSchema } from '../../../schemas/types';
import type { ResourceDraft } from './draftEdits';
import { moveSection, removeSection, sectionsOf, setSectionFields, setSectionTitle, shownOn, type SectionsKind } from './sectionEdits';
import { sectionWords } from './sectionWords';
import { MoveButtons } from './MoveButtons';
import { t } from '../../../i18n/messages/zh-CN/designerForm';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

interface Props {
  draft: ResourceDraft;
  kind: SectionsKind;
  index: number;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
}

/**
 * One section of 表单分组 or 详情分组: its title (its divider; empty: none), 上移 / 下移 / 删除, and
 * the fields under it in order. Only fields shown on that screen are offered and listed; the ones
 * hidden there that the section remembers are named below it, since showing them again brings
 * them back here. Choosing a field another section holds moves it here (a field shows once).
 */
export function SectionRow({ draft, kind, index: i, onChange, disabled }: Props) {
  const w = sectionWords(kind);
  const sections = sectionsOf(draft, kind);
  const s = sections[i];
  const name = s.title || t('nthSection', { n: i + 1, section: w.sectionStart });
  // One entry per name: a duplicated name is a field problem the field list shows.
  const fields = draft.fields.filter((f, k) => f.name && draft.fields.findIndex((g) => g.name === f.name) === k);
  const fieldOf = (n: string) => fields.find((f) => f.name === n);
  const hidden = s.fields.map(fieldOf).filter((f): f is FieldSchema => f !== undefined && !shownOn(f, kind));
  // A field forms never show (自动编号, read-only) is not named: no 表单显示 could bring it back.
  const named = hidden.filter((f) => kind === 'show' || !fieldReadOnly(f));
  const options = fields
    .filter((f) => shownOn(f, kind))
    .map((f) => {
      const other = sections.find((o, j) => j !== i && o.fields.includes(f.name));
      return { value: f.name, label: `${f.label || f.name}${other ? t('inSection', { title: other.title || t('untitledSection') }) : ''}` };
    });
  return (
    <div
      role="group"
      aria-label={t('sectionGroup', { section: w.sectionStart, name })}
      style={{ border: '1px solid var(--ace-border-secondary)', borderRadius: 6, padding: '8px 12px', marginBottom: 8 }}
    >
      <Row gutter={8} align="middle" wrap={false}>
        <Col flex="auto">
          <Input
            aria-label={t('sectionTitleAria', { n: i + 1, section: w.section })}
            placeholder={t('sectionTitlePlaceholder')}
            value={s.title ?? ''}
            maxLength={30}
            disabled={disabled}
            onChange={(e) => onChange(setSectionTitle(draft, kind, i, e.target.value))}
          />
        </Col>
        {!disabled && (
          <Col flex="none">
            <Space size={0}>
              <MoveButtons
                name={t('sectionMoveName', { section: w.section, name })}
                index={i}
                count={sections.length}
                onMove={(from, to) => onChange(moveSection(draft, kind, from, to))}
              />
              <Popconfirm
                title={t('deleteSectionConfirm', { section: w.section, name })}
                description={t('deleteSectionDescription')}
                okText={tc('confirm')}
                cancelText={tc('cancel')}
                onConfirm={() => onChange(removeSection(draft, kind, i))}
              >
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('deleteSectionAria', { section: w.section, name })}
                />
              </Popconfirm>
            </Space>
          </Col>
        )}
      </Row>
      <Select
        aria-label={t('sectionFieldsAria', { n: i + 1, section: w.section })}
        mode="multiple"
        allowClear
        optionFilterProp="label"
        placeholder={t('sectionFieldsPlaceholder')}
        style={{ width: '100%', marginTop: 8 }}
        disabled={disabled}
        // A name no field has stays listed (an imported design): the problem list names it, and here it can be removed.
        value={s.fields.filter((n) => !hidden.some((f) => f.name === n))}
        options={options}
        onChange={(names: string[]) => onChange(setSectionFields(draft, kind, i, names))}
      />
      {named.length > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {t('hiddenFields', { names: named.map((f) => f.label || f.name).join(t('listSeparator')), flag: w.flag })}
        </Typography.Text>
      )}
    </div>
  );
}
