import type { FastifyInstance } from 'fastify';
import { requireScope } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { addBodySchema, updateBodySchema, idQuerySchema } from '../schema-engine/request-schemas.js';
import { decodeList, idsFromQuery } from '../schema-engine/routes.js';
import { isBelongTo, type BelongTo } from '../services/categories.service.js';

const BELONG_TO = { title: '所属', type: 'string', enum: ['product', 'customer'] };

/**
 * The spec's category calls (SPEC section 7), served by the generic services of the two category
 * resources (product_categories, customer_categories), chosen by `belongTo`:
 * - GET    /setting/listCategory?belongTo=product|customer (absent: both kinds)
 * - GET    /setting/getCategoryById?_id=
 * - POST   /setting/addCategory      { name, index?, description?, belongTo? } (or `?belongTo=`; default product)
 * - PUT    /setting/updateCategory   { _id, … } (the kind is the stored one)
 * - DELETE /setting/deleteCategory?_id= | ?_ids=  (400 code 10100 when a category is in use)
 */
export async function categoriesRoutes(app: FastifyInstance) {
  const cats = app.services.categories;
  const fieldsSchema = cats.service('product').schema;
  const addBody = addBodySchema(fieldsSchema) as { properties: Record<string, unknown> };
  const addSchema = { ...addBody, properties: { ...addBody.properties, belongTo: BELONG_TO } };

  app.get('/setting/listCategory', async (req) => {
    const scope = requireScope(req);
    const query = decodeList(req.query);
    const belong = query.conditions.find((c) => c.field === 'belongTo' && c.op === 'eq')?.value;
    if (belong === undefined) return cats.listAll(scope, query);
    if (!isBelongTo(belong)) throw badRequest('所属的取值只能是 product 或 customer');
    return cats.service(belong).list(scope, query);
  });

  app.get<{ Querystring: { _id: string } }>('/setting/getCategoryById', { schema: { querystring: idQuerySchema } }, async (req) => {
    const scope = requireScope(req);
    return cats.service(await cats.kindOf(scope, [req.query._id])).findById(scope, req.query._id);
  });

  // The generated screens send a schema's fixed values on create (belongTo: 'customer' from the
  // 客户分类 screen); a caller that sends none gets the spec's default kind, product.
  app.post<{ Body: Record<string, unknown> & { belongTo?: BelongTo }; Querystring: { belongTo?: string } }>(
    '/setting/addCategory',
    { schema: { body: addSchema } },
    async (req) => {
      const { belongTo = req.query.belongTo ?? 'product', ...values } = req.body;
      if (!isBelongTo(belongTo)) throw badRequest('所属的取值只能是 product 或 customer');
      return cats.service(belongTo).add(requireScope(req), values, { auth: req.auth });
    },
  );

  app.put<{ Body: Record<string, unknown> & { _id: string } }>('/setting/updateCategory', { schema: { body: updateBodySchema(fieldsSchema) } }, async (req) => {
    const scope = requireScope(req);
    return cats.service(await cats.kindOf(scope, [req.body._id])).update(scope, req.body, { auth: req.auth });
  });

  app.delete('/setting/deleteCategory', async (req) => {
    const scope = requireScope(req);
    const ids = idsFromQuery(req.query as Record<string, unknown>);
    return cats.service(await cats.kindOf(scope, ids)).delete(scope, ids, { auth: req.auth });
  });
}
