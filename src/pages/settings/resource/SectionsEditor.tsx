import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDraft } from './draftEdits';
import { addSection, sectionsOf, unsectionedFields, type SectionsKind } from './sectionEdits';
import { SectionRow } from './SectionRow';
import { SECTION_WORDS } from './sectionWords';

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
  const w = SECTION_WORDS[kind];
  const sections = sectionsOf(draft, kind);
  const rest = unsectionedFields(draft, kind);
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {sections.length === 0
          ? `未分组：${w.screen}按字段顺序显示全部${w.fields}。添加分组后可以给字段分组并加上标题。`
          : `没有放进任何分组的${w.fields}显示在${w.screen}最后的“其他信息”里；没有字段的分组不显示。`}
        {sections.length > 0 && rest.length > 0 && ` 现在在“其他信息”里：${rest.map((f) => f.label || f.name).join('、')}。`}
      </Typography.Paragraph>
      {sections.map((_, i) => (
        <SectionRow key={i} draft={draft} kind={kind} index={i} onChange={onChange} disabled={disabled} />
      ))}
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onChange(addSection(draft, kind))}>
          添加{w.section}
        </Button>
      )}
    </div>
  );
}
