import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, Col, Popconfirm, Result, Row, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useWarnAboutChange } from '@refinedev/core';
import { customFieldsOf } from '../../../schemas/extendSchema';
import { useNotices } from '../../../state/notices';
import { useServedSchemas } from '../../../state/servedSchemas';
import { BUILT_IN_NAMES, draftProblems } from './draftProblems';
import { DraftPreview } from './DraftPreview';
import { ExtensionEditors } from './ExtensionEditors';
import { extensionDraftProblems } from './extensionProblems';
import { AddedEditors } from './AddedEditors';
import { ResourceStatusTags } from './ResourceStatusTags';
import { useDesigner } from './useDesigner';
import { textLocale } from '../../../i18n/messages/translate';
import { t } from '../../../i18n/messages/zh-CN/designer';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

interface Props {
  /** The resource to open; null for a new one. */
  name: string | null;
  /** Names of the tenant's resources (the list's): a new one may not take them. */
  taken: readonly string[];
  canEdit: boolean;
  onClose(): void;
  /** The list changed (a save or a discard). */
  onSaved(): void;
  /** A version was published: the list, the served schemas and the menu are read again. */
  onPublished(): Promise<void> | void;
}

/**
 * The designer of one added resource: its settings, fields and list settings on the left, the live
 * preview on the right, and 保存草稿 / 发布 / 放弃草稿 above. For a built-in resource it designs
 * only the custom fields (extension mode): its settings and own fields are shown read-only, and the
 * preview draws it with the draft's custom fields. Without the 编辑 right everything is shown
 * read-only. Leaving with unsaved changes asks first.
 */
export function ResourceDesigner({ name, taken, canEdit, onClose, onSaved, onPublished }: Props) {
  const d = useDesigner(name, { onSaved, onPublished, onRemoved: onClose });
  const { confirm } = useNotices();
  // What a reference may point at: the served schemas (built-ins and the published added ones).
  const targets = useServedSchemas();
  // A new resource takes no name in use: saving it would replace that resource's draft.
  const isNew = d.server.name === null;
  const takenNames = useMemo(() => (isNew ? new Set([...BUILT_IN_NAMES, ...taken]) : BUILT_IN_NAMES), [isNew, taken]);
  const base = d.server.base;
  const problems = useMemo(
    () => (base ? extensionDraftProblems(base, d.draft, targets) : draftProblems(d.draft, targets, takenNames, !isNew)),
    [base, d.draft, targets, takenNames, isNew],
  );
  // A built-in's own fields are not in the draft: only its published custom fields keep their names.
  const publishedNames = useMemo(
    () => new Set((base ? customFieldsOf(d.server.published) : (d.server.published?.fields ?? [])).map((f) => f.name)),
    [base, d.server.published],
  );
  const { setWarnWhen } = useWarnAboutChange();
  const warn = canEdit && d.dirty;
  useEffect(() => setWarnWhen?.(warn), [warn, setWarnWhen]);
  useEffect(() => () => setWarnWhen?.(false), [setWarnWhen]);

  const back = () =>
    warn ? confirm({ title: t('leaveConfirm'), okText: tc('confirm'), cancelText: tc('cancel'), onOk: onClose }) : onClose();
  const title = d.draft.label.trim() || (name ? name : t('newResource'));
  const busy = d.busy !== null;
  const discardText = base ? t('discardBuiltIn') : d.server.published ? t('discardPublished') : t('discardNeverPublished');

  if (d.loadFailed)
    return (
      <Card>
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={[
            <Button key="retry" type="primary" onClick={() => void d.reload()}>
              {tc('retry')}
            </Button>,
            <Button key="back" onClick={onClose}>
              {tc('back')}
            </Button>,
          ]}
        />
      </Card>
    );

  return (
    <Card
      title={
        <Space>
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={tc('back')} onClick={back} />
          <span>{canEdit ? t(base ? 'titleCustomFields' : 'titleDesign', { title }) : t('titleView', { title })}</span>
          {d.server.name !== null && (
            <ResourceStatusTags status={d.server.published ? 'published' : 'draft'} hasDraft={d.server.hasDraft} />
          )}
          {d.server.version > 0 && <Typography.Text type="secondary">{t('currentVersion', { version: d.server.version })}</Typography.Text>}
        </Space>
      }
      extra={
        canEdit && (
          <Space>
            {d.server.name !== null && (!base || d.server.hasDraft) && (
              <Popconfirm
                title={t('discardConfirm', { title })}
                description={discardText}
                okText={tc('confirm')}
                cancelText={tc('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => d.discard()}
              >
                <Button danger disabled={busy} loading={d.busy === 'discard'}>
                  {t('discardDraft')}
                </Button>
              </Popconfirm>
            )}
            {/* Said here, not by a notice over the buttons (useDesigner's save). */}
            <Typography.Text type="secondary" role="status">
              {d.savedAt && !d.dirty
                ? t('draftSaved', { time: d.savedAt.toLocaleTimeString(textLocale(), { hour: '2-digit', minute: '2-digit' }) })
                : ''}
            </Typography.Text>
            <Button disabled={busy || !d.dirty} loading={d.busy === 'save'} onClick={() => void d.save()}>
              {t('saveDraft')}
            </Button>
            <Popconfirm
              title={t('publishConfirm', { title })}
              description={base ? t('publishBuiltInDescription', { title }) : t('publishDescription')}
              okText={tc('confirm')}
              cancelText={tc('cancel')}
              disabled={busy || problems.all.length > 0}
              // Below the button, into the page: the top right is where notices appear.
              placement="bottomRight"
              onConfirm={() => d.publish()}
            >
              <Button type="primary" disabled={busy || problems.all.length > 0} loading={d.busy === 'publish'}>
                {t('publish')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      {d.serverError && (
        <Alert type="error" showIcon closable style={{ marginBottom: 16 }} message={d.serverError} onClose={() => d.setServerError(null)} />
      )}
      {d.loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={13}>
            {base ? (
              <ExtensionEditors
                base={base}
                draft={d.draft}
                onChange={d.setDraft}
                disabled={!canEdit}
                problems={problems.fields}
                publishedNames={publishedNames}
                schemas={targets}
              />
            ) : (
              <AddedEditors
                draft={d.draft}
                onChange={d.setDraft}
                disabled={!canEdit}
                nameLocked={d.server.name !== null}
                problems={problems}
                publishedNames={publishedNames}
                schemas={targets}
              />
            )}
          </Col>
          <Col xs={24} xl={11}>
            <DraftPreview problems={problems} schemas={targets} />
          </Col>
        </Row>
      )}
    </Card>
  );
}
