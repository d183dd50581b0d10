import { translator } from '../translate';

/** The console's notes about the served schemas (src/state/servedSchemas.ts). */
export const schemaServedTexts = {
  rejected: '已发布的数据模型有误，未加载：\n{{list}}',
  unread: '读取已发布的数据模型失败，只提供内置资源：{{reason}}',
} as const;

export const t = translator('schemaServed', schemaServedTexts);
