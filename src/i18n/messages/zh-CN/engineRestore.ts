import { translator } from '../translate';

/** What a restore says (recycleApi.ts): also after 撤销 of a delete, anywhere in the app. */
export const engineRestoreTexts = {
  restored: '已恢复 {{n}} 条{{label}}',
} as const;

export const t = translator('engineRestore', engineRestoreTexts);
