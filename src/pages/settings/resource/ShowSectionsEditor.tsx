import { Radio, Typography } from 'antd';
import { useNotices } from '../../../state/notices';
import type { ResourceDraft } from './draftEdits';
import { hasOwnShowSections, ownShowSections, sectionsOf, showLikeForm } from './sectionEdits';
import { SectionsEditor } from './SectionsEditor';
import { t } from '../../../i18n/messages/zh-CN/designerForm';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

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
      title: t('likeFormConfirm'),
      content: t('likeFormContent'),
      okText: tc('confirm'),
      cancelText: tc('cancel'),
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
          { label: t('sameAsForm'), value: 'form' },
          { label: t('custom'), value: 'own' },
        ]}
        onChange={(e) => choose(e.target.value as Mode)}
      />
      {own ? (
        <SectionsEditor draft={draft} kind="show" onChange={onChange} disabled={disabled} />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('followsForm')}
        </Typography.Paragraph>
      )}
    </div>
  );
}
