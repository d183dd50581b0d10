import { translator } from '../translate';

/** 多项目管理 and its dialog (src/pages/settings/projects). */
export const settingsProjectsTexts = {
  title: '多项目管理',
  noRight: '你的角色没有管理项目的权限。',
  name: '项目名称',
  default: '默认',
  current: '当前',
  members: '成员',
  memberCount: '成员数',
  createdAt: '创建时间',
  actions: '操作',
  edit: '编辑',
  refresh: '刷新',
  create: '新建',
  intro: '每个项目的业务数据（订单、客户、产品、设置等）相互独立；用户只能切换到自己所属的项目。默认项目 Main 不能改名。',
  empty: '还没有项目，点击“新建”添加',
  // The dialog
  editTitle: '编辑项目“{{name}}”',
  createTitle: '新建项目',
  defaultNameFixed: '默认项目的名称固定为 Main',
  projectMembers: '项目成员',
  membersRequired: '请至少选择一名项目成员',
  membersExtra: '只有成员能在右上角切换到这个项目',
  chooseMembers: '选择成员',
} as const;

export const t = translator('settingsProjects', settingsProjectsTexts);
