import { Radio, Typography } from 'antd';
import { useNotices } from '../../../state/notices';
import type { ResourceDraft } from './draftEdits';
import { hasOwnShowSections, ownShowSections, sectionsOf, showLikeForm } from './sectionEdits';
import { SectionsEditor } from './SectionsEditor';

type Mode = 'form' | 'own';

/**
 * 详情分组: the show page either follows 表单分组 (the default: a schema without `show.sections`
 * uses the form's) or has sections of its own, edited like the form's. 自定义 starts from a copy
 * of the form's sections, so the show page does not change until they are edited.
 */
export function ShowSectionsEditor({
  draft,
  onChange,
  disabled,
}: {
  draft: ResourceDraft;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
}) {
  const { confirm } = useNotices();
  const own = hasOwnShowSections(draft);
  const choose = (mode: Mode) => {
    if (mode === 'own') return onChange(ownShowSections(draft));
    // Designed sections would be lost: ask first. An own layout without sections goes quietly.
    if (!sectionsOf(draft, 'show').length) return onChange(showLikeForm(draft));
    confirm({
      title: '确定改为与表单分组相同吗？',
      content: '详情分组的设置将被清除，详情页按表单分组显示。',
      okText: '确定',
      cancelText: '取消',
      onOk: () => onChange(showLikeForm(draft)),
    });
  };
  return (
    <div>
      <Radio.Group
        value={own ? 'own' : 'form'}
        disabled={disabled}
        style={{ marginBottom: 12 }}
        options={[
          { label: '与表单分组相同', value: 'form' },
          { label: '自定义', value: 'own' },
        ]}
        onChange={(e) => choose(e.target.value as Mode)}
      />
      {own ? (
        <SectionsEditor draft={draft} kind="show" onChange={onChange} disabled={disabled} />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          详情页使用表单分组：分组、标题和顺序与表单相同，只显示勾选了“详情显示”的字段。选择“自定义”可以单独设置详情页的分组。
        </Typography.Paragraph>
      )}
    </div>
  );
}
