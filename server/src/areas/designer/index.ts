/**
 * The resource designer area (设置 → 数据模型, docs/requirements.md §10.3): designs, versions and rollbacks of the
 * resources a tenant's admins add in the browser. The engine serves what is published
 * (schema-engine/tenant-resources.ts, routes.ts). Rules: README.md beside this file.
 */
export { createDesignerService } from './designer.service';
export { designerRoutes } from './designer.routes';
