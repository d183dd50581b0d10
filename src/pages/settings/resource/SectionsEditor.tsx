import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDraft } from './draftEdits';
import { addSection, sectionsOf, unsectionedFields, type SectionsKind } from './sectionEdits';
import { SectionRow } from './SectionRow';
import { sectionWords } from './sectionWords';
import { t } from '../../../i18n/messages/zh-CN/designerForm';

/**
 * 表单分组 (`kind` form) or 详情分组 (`kind` show): the screen's sections, each a title and the
 * fields under it in order. None is the default: one untitled section of every field shown there.
 * A shown field no section lists is drawn last under 其他信息 (the engine's sections), which the
 * hint says and names.
 */
export function SectionsEditor({
  draft,
  kind,
  onChange,
  disabled,
}: {
  draft: ResourceDraft;
  kind: SectionsKind;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
}) {
  const w = sectionWords(kind);
  const sections = sectionsOf(draft, kind);
  const rest = unsectionedFields(draft, kind);
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {sections.length === 0
          ? t('noSections', { screen: w.screen, fields: w.fields })
          : t('unsectioned', { fields: w.fields, screen: w.screen })}
        {sections.length > 0 && rest.length > 0 && t('nowInOther', { names: rest.map((f) => f.label || f.name).join(t('listSeparator')) })}
      </Typography.Paragraph>
      {sections.map((_, i) => (
        <SectionRow key={i} draft={draft} kind={kind} index={i} onChange={onChange} disabled={disabled} />
      ))}
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onChange(addSection(draft, kind))}>
          {t('addSection', { section: w.section })}
        </Button>
      )}
    </div>
  );
}
