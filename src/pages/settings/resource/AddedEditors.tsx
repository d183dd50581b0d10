import { Card, Typography } from 'antd';
import type { ResourceSchema } from '../../../schemas/types';
import type { ResourceDraft } from './draftEdits';
import type { DraftProblems } from './draftProblems';
import { FieldList } from './FieldList';
import { ListSettingsForm } from './ListSettingsForm';
import { ResourceSettingsForm } from './ResourceSettingsForm';
import { SectionsEditor } from './SectionsEditor';
import { ShowSectionsEditor } from './ShowSectionsEditor';

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
      <Card size="small" title="基本信息" style={{ marginBottom: 16 }}>
        <ResourceSettingsForm draft={draft} onChange={onChange} nameLocked={nameLocked} disabled={disabled} problems={problems.resource} />
      </Card>
      <Card
        size="small"
        title="字段"
        style={{ marginBottom: 16 }}
        extra={<Typography.Text type="secondary">拖动左侧手柄或用箭头调整顺序</Typography.Text>}
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
      <Card size="small" title="列表设置" style={{ marginBottom: 16 }}>
        <ListSettingsForm draft={draft} onChange={onChange} disabled={disabled} />
      </Card>
      <Card size="small" title="表单分组" style={{ marginBottom: 16 }}>
        <SectionsEditor draft={draft} kind="form" onChange={onChange} disabled={disabled} />
      </Card>
      <Card size="small" title="详情分组" style={{ marginBottom: 16 }}>
        <ShowSectionsEditor draft={draft} onChange={onChange} disabled={disabled} />
      </Card>
    </>
  );
}
