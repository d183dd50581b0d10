import { translator } from '../translate';

/** App-wide state, providers and shims: access, data calls, the signed-in user (src/state, src/providers, src/shims). */
export const appTexts = {
  forbidden: '权限不足',
  noCustomMethod: '数据提供者没有 custom 方法',
  unknownResource: '未知的资源：{{resource}}（没有对应的 schema，也没有 meta.apiBase）',
  unsupportedFilter: '不支持的筛选方式：{{what}}',
  filterValue: '取值 {{value}}',
  user: '用户',
  serverRefusedRead: '服务器拒绝了读取',
  appName: '管理后台',
  projectSwitched: '项目已切换，已忽略原项目的数据',
  styleLoadFailed: '页面样式加载失败，请检查网络后重试',
  styleGeneratorMissing: 'antd 样式生成器 {{key}} 不在其分块中',
} as const;

export const t = translator('app', appTexts);
