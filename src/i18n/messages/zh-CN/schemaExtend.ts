import { translator } from '../translate';

/** The section the custom fields of a built-in resource are shown in (src/schemas/extendSchema.ts). */
export const schemaExtendTexts = {
  customSection: '自定义字段',
} as const;

export const t = translator('schemaExtend', schemaExtendTexts);
