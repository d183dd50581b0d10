import { useMemo, useState } from 'react';
import { Button, Card, Col, Input, Popconfirm, Row, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from '../../../i18n/dayjs';
import { useCan } from '@refinedev/core';
import { useListState } from '../../../state/listState';
import { EnabledTag } from '../common/EnabledTag';
import { currentRole, currentUserId } from '../common/roles';
import { ROLE_LABELS } from '../../../domain/accountRoles';
import { useOrgApi, useTenantProjects, type OrgUser } from '../common/platformApi';
import { useRoles } from '../common/roleApi';
import { OrgUserDialog } from './OrgUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserRoleTags } from './UserRoleTags';
import { DepartmentPanel } from './DepartmentPanel';
import { useScrollRegion } from '../../../engine/screens/useScrollRegion';
import { useDepartmentTree } from '../common/departmentApi';
import { TextAction } from '../../../engine/screens/TextAction';
import { t } from '../../../i18n/messages/zh-CN/settingsOrg';
import { t as tc } from '../../../i18n/messages/zh-CN/settingsCommon';
import { roleName } from '../../../domain/builtInRoles';
import { formatNumber } from '../../../engine/renderers/numberFormat';

// Built when shown: the labels are in the shown language.
const roleFilterOptions = () => (['super_admin', 'admin', 'staff'] as const).map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const statusFilterOptions = () => [
  { value: 1, label: tc('enabled') },
  { value: 0, label: tc('disabled') },
];

/**
 * 组织与人员: the department tree (部门) beside the tenant's people — choosing a department lists its people
 * and those of the departments below it — and the people on the list state of docs/requirements.md §3.13, with add, edit, roles,
 * disable/enable, 重置密码 (a temporary password, changed at the next sign-in) and 解锁 of a member shown
 * 已锁定 (clears an account's failed logins: no more image check or delay).
 * Who opens the page is the route guard's (列表 on `org`); 新建 and the row writes follow the
 * 新建 and 编辑 rights on `org` through refine's access control.
 */
export function OrgPage() {
  const orgApi = useOrgApi();
  const list = useListState<OrgUser>((q) => orgApi.list(q));
  const { state } = list;
  const { projects } = useTenantProjects();
  // Read once for the names of the role column and the dialog's choice; a refusal (no right on
  // 角色管理) is told in the dialog rather than as a notice on every visit.
  const { roles, loaded: rolesLoaded, failed: rolesFailed } = useRoles({ silent: true });
  const roleById = useMemo(() => (rolesLoaded ? new Map(roles.map((r) => [r._id, r])) : null), [roles, rolesLoaded]);
  const mayCreate = useCan({ resource: 'org', action: 'create' }).data?.can === true;
  const mayWrite = useCan({ resource: 'org', action: 'edit' }).data?.can === true;
  const [keyword, setKeyword] = useState('');
  const [resetting, setResetting] = useState<OrgUser | null>(null);
  const me = currentUserId();
  // The super-admin lives in the demo tenant; only a super-admin may change that account.
  const mayEdit = (u: OrgUser) => mayWrite && (u.role !== 'super_admin' || currentRole() === 'super_admin');

  const setFilter = (key: string, value: unknown) => {
    const next = { ...state.searchParams, [key]: value };
    if (value === undefined || value === '') delete next[key];
    list.setSearchParams(next);
  };
  // By role held (the tenant's roles, custom ones too); by account kind when the roles cannot be read.
  const roleFilter = rolesLoaded
    ? { param: 'roleId', options: roles.map((r) => ({ value: r._id, label: roleName(r) })) }
    : { param: 'role', options: roleFilterOptions() };
  const depts = useDepartmentTree();
  // On a phone the table scrolls sideways: a region the keyboard reaches.
  const scrollRegion = useScrollRegion<HTMLDivElement>(t('peopleList'));
  const deptFilter = (state.searchParams.deptId as string | undefined) ?? null;
  const projectName = useMemo(() => new Map(projects.map((p) => [p._id, p.name])), [projects]);

  const columns: ColumnsType<OrgUser> = [
    {
      title: t('name'),
      dataIndex: 'displayName',
      render: (name: string, u) => (mayEdit(u) ? <TextAction onClick={() => list.setDefaultRow(u)}>{name}</TextAction> : name),
    },
    { title: t('username'), dataIndex: 'username' },
    { title: t('mobile'), dataIndex: 'mobile', render: (m: string | null) => m || '-' },
    { title: t('department'), dataIndex: 'deptName', render: (d: string) => d || '-' },
    { title: t('roles'), key: 'roles', render: (_, u) => <UserRoleTags user={u} roles={roleById} /> },
    {
      title: t('projects'),
      dataIndex: 'projectIds',
      render: (ids: string[]) => ids.map((id) => <Tag key={id}>{projectName.get(id) ?? '…'}</Tag>),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number, u) => (
        <>
          <EnabledTag status={s} />
          {u.loginLimited && (
            <Tooltip title={t('lockedHint')}>
              <Tag color="red">{t('locked')}</Tag>
            </Tooltip>
          )}
          {u.mustChangePassword && <Tag color="orange">{t('mustChangePassword')}</Tag>}
        </>
      ),
    },
    { title: t('createdAt'), dataIndex: 'createdAt', render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm') },
    {
      title: t('actions'),
      key: '_actions',
      width: 300,
      render: (_, u) => {
        const locked = u._id === me || u.role === 'super_admin';
        const enabling = u.status !== 1;
        return (
          <Space>
            {mayEdit(u) && <TextAction onClick={() => list.setDefaultRow(u)}>{t('edit')}</TextAction>}
            {mayWrite && !locked && (
              <Popconfirm
                title={enabling ? t('enableQuestion', { name: u.displayName }) : t('disableQuestion', { name: u.displayName })}
                description={enabling ? undefined : t('disableDescription')}
                okText={t('confirm')}
                cancelText={t('cancel')}
                onConfirm={() => list.modify(() => orgApi.setEnabled(u._id, enabling)).catch(() => undefined)}
              >
                <TextAction danger={!enabling}>{enabling ? t('enable') : t('disable')}</TextAction>
              </Popconfirm>
            )}
            {mayEdit(u) && u._id !== me && <TextAction onClick={() => setResetting(u)}>{t('resetPassword')}</TextAction>}
            {mayEdit(u) && u._id !== me && u.loginLimited && (
              <Popconfirm
                title={t('unlockQuestion', { name: u.displayName })}
                description={t('unlockDescription')}
                okText={t('confirm')}
                cancelText={t('cancel')}
                onConfirm={() => list.modify(() => orgApi.unlockLogin(u._id)).catch(() => undefined)}
              >
                <TextAction>{t('unlock')}</TextAction>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  const peopleCard = (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void list.reload()}>
            {t('refresh')}
          </Button>
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => list.setDefaultRow({})}>
              {t('create')}
            </Button>
          )}
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(q) => setFilter('keyword', q.trim())}
          enterButton={t('search')}
          style={{ width: 300 }}
        />
        <Select
          allowClear
          aria-label={t('filterByRole')}
          placeholder={t('roles')}
          style={{ width: 160 }}
          options={roleFilter.options}
          value={state.searchParams[roleFilter.param] as string | undefined}
          onChange={(v) => setFilter(roleFilter.param, v)}
        />
        <Select
          allowClear
          aria-label={t('filterByStatus')}
          placeholder={t('status')}
          style={{ width: 120 }}
          options={statusFilterOptions()}
          value={state.searchParams.status as number | undefined}
          onChange={(v) => setFilter('status', v)}
        />
        <Button onClick={() => (setKeyword(''), list.setSearchParams({}))}>{t('reset')}</Button>
        {!state.loading && !state.success && <Typography.Text type="danger">{tc('loadFailedRefresh')}</Typography.Text>}
      </Space>
      <div ref={scrollRegion}>
        <Table<OrgUser>
          rowKey="_id"
          // Columns at their natural width beside the tree (a name never breaks a character a line): the box scrolls instead.
          scroll={{ x: 'max-content' }}
          loading={state.loading}
          dataSource={state.tableData}
          columns={columns}
          locale={{ emptyText: Object.keys(state.searchParams).length ? t('noMatch') : t('empty') }}
          pagination={{
            current: state.pageNo,
            pageSize: state.pageSize,
            total: state.tableDataTotalSize,
            showSizeChanger: true,
            showTotal: (n) => t('total', { n: formatNumber(n) }),
            onChange: (page, size) => (size !== state.pageSize ? list.setPageSize(size) : list.setPageNo(page)),
          }}
        />
      </div>
      <ResetPasswordDialog
        user={resetting}
        onClose={() => {
          setResetting(null);
          void list.reload();
        }}
      />
      <OrgUserDialog
        user={state.defaultRow}
        projects={projects}
        roles={roles}
        rolesFailed={rolesFailed}
        departments={depts.tree}
        onClose={() => list.setDefaultRow(null)}
        onSaved={() => {
          list.setDefaultRow(null);
          void list.reload();
          void depts.refetch(); // head counts
        }}
      />
    </Card>
  );

  // Side by side on a wide screen; on a phone the tree sits above the list.
  return (
    <Row gutter={[16, 16]} className="org-page">
      <Col xs={24} lg={7} xl={5}>
        <DepartmentPanel
          tree={depts.tree}
          failed={depts.failed}
          selected={deptFilter}
          onSelect={(id) => setFilter('deptId', id ?? undefined)}
          onChanged={async () => {
            await Promise.all([depts.refetch(), list.reload()]);
          }}
          mayCreate={mayCreate}
          mayEdit={mayWrite}
        />
      </Col>
      <Col xs={24} lg={17} xl={19}>
        {peopleCard}
      </Col>
    </Row>
  );
}
