/**
 * The server half of the schema engine. Another area uses it like this:
 *
 *   const svc = app.services.resources.get('customer');           // generic service of a schema
 *   await svc.list(scope, decodeList(req.query));                  // { rows, total }, scoped, paginated
 *   await svc.add(scope, values, { trx, auth });                    // joins the caller's transaction
 *   app.services.resources.use('customer', { beforeSave(ctx) {…} }); // area rules as hooks
 *
 * Hand-written lists use `listQuery` from server/src/db/list-query.ts with the same wire format.
 */
export { createResourceEngine, STORED_SCHEMAS_TABLE, type ResourceEngine } from './engine.js';
export { createResourceService, type ResourceService, type WriteOptions } from './resource-service.js';
export type { ResourceHooks, HookContext, SaveContext, DeleteContext } from './hooks.js';
export type { Dto, Row } from './codec.js';
export { columnName, tableName, storageKind } from './columns.js';
export { addBodySchema, updateBodySchema, fieldJsonSchema, writableFields } from './request-schemas.js';
export { createResourceTable, indexPlan } from './ddl.js';
export { registerResourceRoutes, schemaEngineRoutes, decodeList, idsFromQuery, endpointOf } from './routes.js';
export { assertServerSchema, ServerSchemaError } from './schema-check.js';
