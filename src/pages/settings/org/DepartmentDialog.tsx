import { useEffect, useMemo } from 'react';
import { Form, Input, InputNumber, Select } from 'antd';
import { FormTreeSelect } from '../../../engine/screens/FormTreeSelect';
import { FormDialog } from '../../../engine/screens/FormDialog';
import { DEPARTMENT_NAME_MAX } from '../../../domain/departments';
import { useAllOrgUsers } from '../common/platformApi';
import { useDepartmentApi } from '../common/departmentApi';
import type { Department } from '../../../domain/departments';
import { toTreeNodes } from './departmentTree';
import { t } from '../../../i18n/messages/zh-CN/settingsOrg';
import { t as tc } from '../../../i18n/messages/zh-CN/settingsCommon';

interface Props {
  /** null: closed; `{ parentId }`: a new department under that parent; a department: edit it. */
  dept: (Partial<Department> & { parentId?: string | null }) | null;
  tree: Department[];
  onClose(): void;
  onSaved(): void;
}

interface Values {
  name: string;
  parentId?: string;
  leaderId?: string;
  sort?: number;
}

/** 新建部门 / 编辑部门: 名称, 上级部门 (never itself or one below it), 负责人 (an active member), 排序. */
export function DepartmentDialog({ dept, tree, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const api = useDepartmentApi();
  const { users } = useAllOrgUsers();
  const editing = !!dept?._id;
  const parents = useMemo(() => toTreeNodes(tree, { without: dept?._id }), [tree, dept?._id]);
  const leaders = users
    .filter((u) => u.status === 1 && u.role !== 'super_admin')
    .map((u) => ({ value: u._id, label: tc('personWithAccount', { name: u.displayName, username: u.username }) }));

  useEffect(() => {
    if (!dept) return;
    form.resetFields();
    form.setFieldsValue({
      name: dept.name,
      parentId: dept.parentId ?? undefined,
      leaderId: dept.leaderId ?? undefined,
      sort: dept.sort ?? 0,
    });
  }, [dept, form]);

  async function submit(v: Values) {
    const body = { name: v.name.trim(), parentId: v.parentId ?? null, leaderId: v.leaderId ?? null, sort: v.sort ?? 0 };
    if (editing) await api.update({ _id: dept!._id!, ...body });
    else await api.add(body);
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      title={editing ? t('editDepartment', { name: dept?.name }) : t('createDepartment')}
      open={dept !== null}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="department">
        <Form.Item name="name" label={t('departmentName')} rules={[{ required: true, whitespace: true }, { max: DEPARTMENT_NAME_MAX }]}>
          <Input />
        </Form.Item>
        <Form.Item name="parentId" label={t('parentDepartment')} extra={t('parentExtra')}>
          <FormTreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={parents}
            placeholder={t('chooseParent')}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="leaderId" label={t('leader')}>
          <Select allowClear showSearch optionFilterProp="label" options={leaders} placeholder={t('chooseLeader')} />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')} extra={t('sortExtra')}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
