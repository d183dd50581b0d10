import { Card, Typography } from 'antd';
import type { ResourceSchema } from '../../../schemas/types';
import type { ResourceDraft } from './draftEdits';
import type { DraftProblems } from './draftProblems';
import { FieldList } from './FieldList';
import { ListSettingsForm } from './ListSettingsForm';
import { ResourceSettingsForm } from './ResourceSettingsForm';
import { SectionsEditor } from './SectionsEditor';
import { ShowSectionsEditor } from './ShowSectionsEditor';
import { t } from '../../../i18n/messages/zh-CN/designerForm';

interface Props {
  draft: ResourceDraft;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
  /** Saved once: the name keys its draft, table and data URL. */
  nameLocked: boolean;
  problems: DraftProblems;
  /** Fields of the published version: their names are fixed. */
  publishedNames: ReadonlySet<string>;
  schemas: readonly ResourceSchema[];
}

/** The designer's left side for an added resource: its settings, its fields, its list settings, form and show sections. */
export function AddedEditors({ draft, onChange, disabled, nameLocked, problems, publishedNames, schemas }: Props) {
  return (
    <>
      <Card size="small" title={t('basicInfo')} style={{ marginBottom: 16 }}>
        <ResourceSettingsForm draft={draft} onChange={onChange} nameLocked={nameLocked} disabled={disabled} problems={problems.resource} />
      </Card>
      <Card
        size="small"
        title={t('fields')}
        style={{ marginBottom: 16 }}
        extra={<Typography.Text type="secondary">{t('dragHint')}</Typography.Text>}
      >
        <FieldList
          draft={draft}
          onChange={onChange}
          disabled={disabled}
          problems={problems.fields}
          publishedNames={publishedNames}
          schemas={schemas}
        />
      </Card>
      <Card size="small" title={t('listSettings')} style={{ marginBottom: 16 }}>
        <ListSettingsForm draft={draft} onChange={onChange} disabled={disabled} />
      </Card>
      <Card size="small" title={t('formSections')} style={{ marginBottom: 16 }}>
        <SectionsEditor draft={draft} kind="form" onChange={onChange} disabled={disabled} />
      </Card>
      <Card size="small" title={t('showSections')} style={{ marginBottom: 16 }}>
        <ShowSectionsEditor draft={draft} onChange={onChange} disabled={disabled} />
      </Card>
    </>
  );
}
