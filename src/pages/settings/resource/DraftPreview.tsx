import { useDeferredValue } from 'react';
import { Alert, Card, Empty, Tabs, Typography } from 'antd';
import type { ResourceSchema } from '../../../schemas/types';
import type { DraftProblems } from './draftProblems';
import { PreviewBoundary } from './PreviewBoundary';
import { PreviewForm } from './PreviewForm';
import { PreviewList } from './PreviewList';
import { PreviewShow } from './PreviewShow';
import { t } from '../../../i18n/messages/zh-CN/designer';

/**
 * 预览: the list, the create form and the show page the draft will generate, drawn by the engine
 * from the draft as it is now (before anything is saved or published), over made-up rows. Above
 * it, what must be fixed before 发布; fields with problems are left out of the preview until fixed.
 */
export function DraftPreview({ problems, schemas }: { problems: DraftProblems; schemas: readonly ResourceSchema[] }) {
  // Typing stays quick: the preview follows the draft when React has time for it.
  const schema = useDeferredValue(problems.preview);
  const key = JSON.stringify(schema);
  return (
    <Card size="small" title={t('preview')} extra={<Typography.Text type="secondary">{t('sampleData')}</Typography.Text>}>
      {problems.all.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('problemsBeforePublish', { n: problems.all.length })}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {problems.all.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      {schema ? (
        <Tabs
          items={[
            {
              key: 'list',
              label: t('tabList'),
              children: (
                <PreviewBoundary resetKey={key}>
                  <PreviewList schema={schema} schemas={schemas} />
                </PreviewBoundary>
              ),
            },
            {
              key: 'form',
              label: t('tabForm'),
              children: (
                <PreviewBoundary resetKey={key}>
                  <PreviewForm schema={schema} />
                </PreviewBoundary>
              ),
            },
            {
              key: 'show',
              label: t('tabShow'),
              children: (
                <PreviewBoundary resetKey={key}>
                  <PreviewShow schema={schema} schemas={schemas} />
                </PreviewBoundary>
              ),
            },
          ]}
        />
      ) : (
        <Empty description={t('nothingToPreview')} />
      )}
    </Card>
  );
}
