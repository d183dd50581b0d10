import type { ResourceEngine } from './engine';
import type { ResourceService } from './resource-service';
import type { TenantResourcesRegistry } from './tenant-resources';

/**
 * The service serving a resource for one tenant, by its schema name: a resource the tenant's admins
 * added, a built-in one with the tenant's custom fields, or the built-in one as it is; undefined for
 * a name the tenant does not have (another tenant's added resource included). For calls that name a
 * resource outside its own routes (uploading a file for a field, downloading it).
 */
export async function tenantServiceOf(
  services: { resources: ResourceEngine; tenantResources: TenantResourcesRegistry },
  tenantId: string,
  name: string,
): Promise<ResourceService | undefined> {
  const tenant = await services.tenantResources.of(tenantId);
  return (
    tenant.services.get(name) ?? tenant.extended.get(name) ?? (services.resources.has(name) ? services.resources.get(name) : undefined)
  );
}
