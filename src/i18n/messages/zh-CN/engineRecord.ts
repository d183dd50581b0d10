import { translator } from '../translate';

/** The schema engine's record screens: form, show page, history, related lists, result pages. */
export const engineRecordTexts = {
  createTitle: '新建{{label}}',
  editTitle: '编辑{{label}}',
  backToList: '返回列表',
  backHome: '返回首页',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  customFields: '自定义字段',
  otherInfo: '其他信息',
  searchPlaceholder: '搜索{{labels}}',
  labelSeparator: '、',
  ownerBoundHelp: '新建的记录由你负责；交给他人需要“转移”权限',
  details: '详情',
  history: '变更记录',
  historyLoadFailed: '变更记录加载失败',
  noHistory: '还没有变更记录',
  system: '系统',
  noPermission: '无权查看',
  emptyValue: '（空）',
  changeField: '字段',
  changeFrom: '原值',
  changeTo: '新值',
  relatedCount: '（{{n}}）',
  relatedNone: '还没有{{title}}',
  total: '合计',
  updated: '已更新',
  recordUpdated: '此{{label}}刚被修改，已显示最新内容',
  loadFailed: '加载失败',
  notFoundOf: '{{label}}不存在或已删除',
  forbiddenSubTitle: '抱歉，您没有权限访问此页面。',
  notFoundSubTitle: '抱歉，您访问的页面不存在。',
  serverErrorSubTitle: '抱歉，服务器出错了，请稍后再试。',
} as const;

export const t = translator('engineRecord', engineRecordTexts);
