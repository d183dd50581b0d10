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
    warn ? confirm({ title: '有未保存的修改，确定离开吗？', okText: '确定', cancelText: '取消', onOk: onClose }) : onClose();
  const title = d.draft.label.trim() || (name ? name : '新建资源');
  const busy = d.busy !== null;
  const discardText = base
    ? '将回到已发布的自定义字段，版本记录保留。'
    : d.server.published
      ? '将回到已发布的版本。'
      : '该资源从未发布，放弃后将被删除。';

  if (d.loadFailed)
    return (
      <Card>
        <Result
          status="warning"
          title="读取资源失败"
          extra={[
            <Button key="retry" type="primary" onClick={() => void d.reload()}>
              重试
            </Button>,
            <Button key="back" onClick={onClose}>
              返回
            </Button>,
          ]}
        />
      </Card>
    );

  return (
    <Card
      title={
        <Space>
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={back} />
          <span>{canEdit ? `${base ? '自定义字段' : '设计'}：${title}` : `查看：${title}`}</span>
          {d.server.name !== null && (
            <ResourceStatusTags status={d.server.published ? 'published' : 'draft'} hasDraft={d.server.hasDraft} />
          )}
          {d.server.version > 0 && <Typography.Text type="secondary">当前版本 v{d.server.version}</Typography.Text>}
        </Space>
      }
      extra={
        canEdit && (
          <Space>
            {d.server.name !== null && (!base || d.server.hasDraft) && (
              <Popconfirm
                title={`确定放弃“${title}”的草稿吗？`}
                description={discardText}
                okText="确定"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => d.discard()}
              >
                <Button danger disabled={busy} loading={d.busy === 'discard'}>
                  放弃草稿
                </Button>
              </Popconfirm>
            )}
            {/* Said here, not by a notice over the buttons (useDesigner's save). */}
            <Typography.Text type="secondary" role="status">
              {d.savedAt && !d.dirty ? `草稿已保存 ${d.savedAt.toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' })}` : ''}
            </Typography.Text>
            <Button disabled={busy || !d.dirty} loading={d.busy === 'save'} onClick={() => void d.save()}>
              保存草稿
            </Button>
            <Popconfirm
              title={`确定发布“${title}”吗？`}
              description={
                base
                  ? `发布后“${title}”的列表、表单和详情立即显示这些字段，并记录为新版本。`
                  : '发布后立即对有权限的用户可见，并记录为新版本。'
              }
              okText="确定"
              cancelText="取消"
              disabled={busy || problems.all.length > 0}
              // Below the button, into the page: the top right is where notices appear.
              placement="bottomRight"
              onConfirm={() => d.publish()}
            >
              <Button type="primary" disabled={busy || problems.all.length > 0} loading={d.busy === 'publish'}>
                发布
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
