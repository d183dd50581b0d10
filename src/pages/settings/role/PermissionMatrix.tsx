import { useMemo, useState, type Key } from 'react';
import { Button, Checkbox, Select, Table, Typography } from 'antd';
import { FormTreeSelect } from '../../../engine/screens/FormTreeSelect';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { PERMISSION_ACTIONS } from '../../../domain/permissions/actions';
import { ACTION_LABELS, DATA_SCOPE_LABELS } from '../../../domain/permissions/labels';
import { DATA_SCOPES, type DataScope, type Permissions } from '../../../domain/permissions/grants';
import type { DeptTreeNode } from '../org/departmentTree';
import type { PermissionResource } from '../../../schemas/permissionCatalogue';
import { FieldRules } from './FieldRules';
import {
  addConflicts,
  columnState,
  fieldChoice,
  grantsAny,
  isGranted,
  matrixRows,
  mayAdd,
  offering,
  rowState,
  scopeDepartments,
  scopeOf,
  setFieldRule,
  setScope,
  toggleAction,
  toggleColumn,
  toggleRow,
  type MatrixRow,
} from './permissionMatrix';
import { t } from '../../../i18n/messages/zh-CN/settingsRole';

// Built when shown: the labels are in the shown language.
const scopes = () => DATA_SCOPES.map((value) => ({ value, label: DATA_SCOPE_LABELS[value] }));

interface Props {
  catalogue: readonly PermissionResource[];
  /** Given by Form.Item; a new role starts empty. */
  value?: Permissions;
  onChange?(value: Permissions): void;
  /** Read-only (a viewer without the 编辑 right). */
  disabled?: boolean;
  /** The tenant's departments, offered to 自定义部门. */
  departments?: DeptTreeNode[];
}

/**
 * A role's rights as a table: one line per resource (grouped like the menu), one column per action
 * with a checkbox only where the resource offers it, 全选 per line and per column, the data scope,
 * and the field rules in the expanded line. A form control (value / onChange).
 */
export function PermissionMatrix({ catalogue, value, onChange, disabled = false, departments = [] }: Props) {
  const perms = value ?? {};
  const set = (next: Permissions) => onChange?.(next);
  const rows = useMemo(() => matrixRows(catalogue), [catalogue]);
  // A group heading spans the whole line; the other cells of that line are left out.
  const span = (r: MatrixRow) => ({ colSpan: r.kind === 'group' ? 0 : 1 });
  const actions = PERMISSION_ACTIONS.filter((a) => offering(catalogue, a).length);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const toggleFields = (name: string) => setExpanded((ks) => (ks.includes(name) ? ks.filter((k) => k !== name) : [...ks, name]));

  const columns: ColumnsType<MatrixRow> = [
    {
      key: 'row',
      width: 44,
      align: 'center',
      // A group heading: the whole line, left-aligned on antd's header grey.
      onCell: (r) =>
        r.kind === 'group'
          ? { colSpan: actions.length + 3, style: { textAlign: 'left', background: 'var(--ace-bg-alter)' } }
          : { colSpan: 1 },
      render: (_, r) => {
        if (r.kind === 'group') return <Typography.Text strong>{r.label}</Typography.Text>;
        const s = rowState(perms, r.resource);
        return (
          <Checkbox
            aria-label={t('selectAllOf', { label: r.resource.label })}
            checked={s.checked}
            indeterminate={s.indeterminate}
            disabled={disabled}
            onChange={(e) => set(toggleRow(perms, r.resource, e.target.checked))}
          />
        );
      },
    },
    {
      key: 'resource',
      title: t('resource'),
      width: 200,
      onCell: span,
      render: (_, r) =>
        r.kind === 'resource' ? (
          <ResourceCell resource={r.resource} perms={perms} open={expanded.includes(r.key)} onToggle={toggleFields} />
        ) : null,
    },
    ...actions.map((action) => {
      const s = columnState(perms, catalogue, action);
      return {
        key: action,
        align: 'center' as const,
        width: action === 'pay' ? 120 : 80,
        title: (
          <Checkbox
            aria-label={t('selectAllOf', { label: ACTION_LABELS[action] })}
            checked={s.checked}
            indeterminate={s.indeterminate}
            disabled={disabled}
            onChange={(e) => set(toggleColumn(perms, catalogue, action, e.target.checked))}
          >
            {ACTION_LABELS[action]}
          </Checkbox>
        ),
        onCell: span,
        render: (_: unknown, r: MatrixRow) =>
          r.kind === 'resource' && r.resource.actions.includes(action) ? (
            <Checkbox
              aria-label={t('actionOf', { resource: r.resource.label, action: ACTION_LABELS[action] })}
              checked={isGranted(perms, r.resource.name, action)}
              disabled={disabled}
              onChange={(e) => set(toggleAction(perms, r.resource, action, e.target.checked))}
            />
          ) : null,
      };
    }),
    {
      key: 'scope',
      title: t('dataScope'),
      width: 180,
      onCell: span,
      render: (_, r) => {
        if (r.kind !== 'resource' || !r.resource.ownable) return null;
        const scope = scopeOf(perms, r.resource.name);
        // The scope narrows what the ticked actions reach: nothing to narrow before one is ticked.
        const off = disabled || !grantsAny(perms, r.resource.name);
        return (
          <>
            <Select<DataScope>
              size="small"
              aria-label={t('dataScopeOf', { label: r.resource.label })}
              style={{ width: 150 }}
              options={scopes()}
              value={scope}
              disabled={off}
              onChange={(v) => set(setScope(perms, r.resource, v))}
            />
            {scope === 'custom' && (
              <FormTreeSelect
                size="small"
                aria-label={t('customDepartmentsOf', { label: r.resource.label })}
                style={{ width: 150, marginTop: 4, display: 'block' }}
                treeData={departments}
                value={scopeDepartments(perms, r.resource.name)}
                multiple
                treeCheckable
                treeCheckStrictly={false}
                showCheckedStrategy="SHOW_ALL"
                treeDefaultExpandAll
                placeholder={t('chooseDepartments')}
                maxTagCount="responsive"
                disabled={off}
                status={scopeDepartments(perms, r.resource.name).length ? undefined : 'error'}
                onChange={(ids: string[]) => set(setScope(perms, r.resource, 'custom', ids))}
              />
            )}
          </>
        );
      },
    },
  ];

  return (
    // The wrapper scrolls a narrow screen sideways: the table's own `scroll.x` adds a measuring row
    // that renders every header again (each 全选 box twice for assistive technology).
    <div style={{ overflowX: 'auto' }}>
      <Table<MatrixRow>
        rowKey="key"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        pagination={false}
        expandable={{
          // The 字段 toggle sits beside the resource's name (ResourceCell), not in a column of its own.
          showExpandColumn: false,
          expandedRowKeys: expanded,
          rowExpandable: (r) => r.kind === 'resource' && r.resource.fields.length > 0,
          expandedRowRender: (r) =>
            r.kind === 'resource' ? (
              <FieldRules
                resource={r.resource}
                choiceOf={(f) => fieldChoice(perms, r.resource.name, f)}
                disabled={disabled || !grantsAny(perms, r.resource.name)}
                onChange={(f, c) => set(setFieldRule(perms, r.resource, f, c))}
                mayAdd={mayAdd(perms, r.resource)}
                conflicts={new Map(addConflicts(perms, [r.resource]).map((c) => [c.field, c.message]))}
              />
            ) : null,
        }}
      />
    </div>
  );
}

/** A resource's name, and for one with fields the toggle of its field rules with how many are ruled. */
function ResourceCell({
  resource,
  perms,
  open,
  onToggle,
}: {
  resource: PermissionResource;
  perms: Permissions;
  open: boolean;
  onToggle(name: string): void;
}) {
  const ruled = Object.keys(perms[resource.name]?.fields ?? {}).length;
  // A rule that keeps the role from adding is flagged on the closed line too.
  const conflicting = addConflicts(perms, [resource]).length > 0;
  return (
    // Resources of a menu group are indented under its heading.
    <span style={{ paddingLeft: resource.group ? 12 : 0, whiteSpace: 'nowrap' }}>
      {resource.label}
      {resource.fields.length > 0 && (
        <Button
          type="link"
          size="small"
          icon={open ? <DownOutlined /> : <RightOutlined />}
          aria-expanded={open}
          aria-label={t('fieldRulesOf', { label: resource.label })}
          danger={conflicting}
          onClick={() => onToggle(resource.name)}
        >
          {ruled ? t('fieldsCount', { n: ruled }) : t('fields')}
        </Button>
      )}
    </span>
  );
}
