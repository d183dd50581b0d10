import { operationFailed } from '../../core/errors';
import type { ResourceHooks } from '../../schema-engine/hooks';
import { inScope } from '../../db/scope';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/** Product rules: the code is unique within the project (the unique index is the last guard). */
export const productHooks: ResourceHooks = {
  async beforeSave(ctx) {
    if (typeof ctx.values.code !== 'string') return;
    const code = ctx.values.code.trim();
    ctx.values.code = code;
    // Among live products: a code in the recycle bin may be used again (its restore is then refused).
    let q = ctx.trx.selectFrom('product').select('id').where(inScope(ctx.scope)).where('deleted_at', 'is', null).where('code', '=', code);
    if (ctx.existing) q = q.where('id', '<>', ctx.existing._id);
    if (await q.executeTakeFirst()) throw operationFailed(() => ts('productCodeTaken', { code }));
  },
};
