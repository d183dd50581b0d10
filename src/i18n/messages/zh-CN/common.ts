import { translator } from '../translate';

/** Words every screen uses: buttons, yes and no, loading. Areas keep their own texts in their own tables. */
export const commonTexts = {
  save: '保存',
  cancel: '取消',
  confirm: '确定',
  delete: '删除',
  edit: '编辑',
  view: '查看',
  create: '新建',
  close: '关闭',
  submit: '提交',
  search: '搜索',
  reset: '重置',
  back: '返回',
  refresh: '刷新',
  retry: '重试',
  more: '更多',
  actions: '操作',
  yes: '是',
  no: '否',
  none: '无',
  loading: '加载中',
  loadFailed: '加载失败',
  saved: '保存成功',
  deleted: '删除成功',
  done: '操作成功',
  import: '导入',
  export: '导出',
  all: '全部',
  selectPlaceholder: '请选择',
  inputPlaceholder: '请输入',
} as const;

export const t = translator('common', commonTexts);
