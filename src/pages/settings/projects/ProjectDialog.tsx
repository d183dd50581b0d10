import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { FormSelect } from '../../../engine/screens/FormSelect';
import { FormDialog } from '../../../engine/screens/FormDialog';
import { currentUserId } from '../common/roles';
import { useProjectApi, type OrgUser, type TenantProject } from '../common/platformApi';
import { t } from '../../../i18n/messages/zh-CN/settingsProjects';
import { t as tc } from '../../../i18n/messages/zh-CN/settingsCommon';

interface Props {
  /** null: closed; {}: a new project; a row: edit it. */
  project: Partial<TenantProject> | null;
  users: OrgUser[];
  onClose(): void;
  onSaved(): void;
}

interface Values {
  name: string;
  userIds: string[];
}

/** Adds or renames a project and chooses its members (the default project keeps the name Main). */
export function ProjectDialog({ project, users, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const projectApi = useProjectApi();
  const editing = !!project?._id;

  useEffect(() => {
    if (!project) return;
    form.resetFields();
    const me = currentUserId();
    form.setFieldsValue({ name: project.name, userIds: project.userIds ?? (me ? [me] : []) });
  }, [project, form]);

  async function submit(v: Values) {
    if (editing) await projectApi.update({ _id: project!._id!, name: v.name.trim(), userIds: v.userIds });
    else await projectApi.add({ name: v.name.trim(), userIds: v.userIds });
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      title={editing ? t('editTitle', { name: project?.name }) : t('createTitle')}
      open={project !== null}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="project">
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true }, { max: 50 }]}
          extra={project?.isDefault ? t('defaultNameFixed') : undefined}
        >
          <Input disabled={!!project?.isDefault} />
        </Form.Item>
        <Form.Item
          name="userIds"
          label={t('projectMembers')}
          rules={[{ required: true, type: 'array', min: 1, message: t('membersRequired') }]}
          extra={t('membersExtra')}
        >
          <FormSelect
            mode="multiple"
            optionFilterProp="label"
            placeholder={t('chooseMembers')}
            options={users.map((u) => ({
              value: u._id,
              label: tc('personWithAccount', { name: u.displayName, username: u.username }),
              disabled: u.status !== 1 && !project?.userIds?.includes(u._id),
            }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
