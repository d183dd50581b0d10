import { translator } from '../translate';

/** The schema engine's saved list views: the picker and the save dialog. */
export const engineViewsTexts = {
  view: '视图',
  defaultView: '默认',
  myViews: '我的视图',
  sharedViews: '共享视图',
  saveAsView: '保存为视图',
  updateView: '更新当前视图',
  deleteViewQuestion: '确定删除视图“{{name}}”吗？',
  deleteView: '删除视图',
  viewName: '视图名称',
  viewNameExample: '例如：本月新客户',
  visibility: '可见范围',
  roles: '角色',
  rolesRequired: '请选择可见的角色',
  rolesUnreadable: '没有读取角色的权限，请选择其他可见范围',
} as const;

export const t = translator('engineViews', engineViewsTexts);
