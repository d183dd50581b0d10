import { Card, Divider, Typography } from 'antd';
import type { ResourceSchema } from '../../../schemas/types';
import { BuiltInFieldRows } from './BuiltInFieldRows';
import { BuiltInSummary } from './BuiltInSummary';
import type { ResourceDraft } from './draftEdits';
import { FieldList } from './FieldList';
import { t } from '../../../i18n/messages/zh-CN/designerForm';

interface Props {
  /** The built-in resource as the bundle declares it. */
  base: ResourceSchema;
  /** The custom fields being designed. */
  draft: ResourceDraft;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
  problems: string[][];
  /** Published custom fields: their names are fixed (each has its column). */
  publishedNames: ReadonlySet<string>;
  schemas: readonly ResourceSchema[];
}

/**
 * The designer's left side for a built-in resource (extension mode): its settings and its own
 * fields read-only, then the custom fields, edited like an added resource's fields.
 */
export function ExtensionEditors({ base, draft, onChange, disabled, problems, publishedNames, schemas }: Props) {
  return (
    <>
      <Card
        size="small"
        title={t('basicInfo')}
        style={{ marginBottom: 16 }}
        extra={<Typography.Text type="secondary">{t('builtInReadOnly')}</Typography.Text>}
      >
        <BuiltInSummary schema={base} />
      </Card>
      <Card
        size="small"
        title={t('fields')}
        style={{ marginBottom: 16 }}
        extra={<Typography.Text type="secondary">{t('builtInFieldsHint')}</Typography.Text>}
      >
        <BuiltInFieldRows fields={base.fields} titleField={base.titleField} />
        <Divider orientation="left" plain style={{ margin: '12px 0' }}>
          {t('customFields')}
        </Divider>
        <FieldList
          draft={draft}
          onChange={onChange}
          disabled={disabled}
          problems={problems}
          publishedNames={publishedNames}
          schemas={schemas}
          emptyText={t('noCustomFields')}
        />
      </Card>
    </>
  );
}
