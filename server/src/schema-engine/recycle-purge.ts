import type { Db } from '../db/client';
import { runPeriodically } from '../core/periodic';
import type { ResourceEngine } from './engine';
import type { TenantResourcesRegistry } from './tenant-resources';
import type { ResourceService } from './resource-service';
import { referrersOf, type Referrer } from './referrers';
import { SYSTEM_ACTOR } from '../core/actor';

/** Records purged per resource, tenant and turn: a long-closed bin empties over a few turns, never in one long write. */
const BATCH = 500;
/** Batches per resource and turn: a bin of 50,000 empties in a turn, a larger one over the next turns. */
const MAX_BATCHES = 100;
const EVERY_MS = 6 * 60 * 60_000;

/**
 * Empties every recycle bin of what was deleted more than `days` ago (docs/recycle-bin.md): for each
 * tenant, each resource that keeps a bin — the built-in ones as the tenant serves them (with its custom
 * fields) and those it designed — purged project by project through the resource's own service (lines,
 * links and the 彻底删除 entries on the audit trail). Answers how many records went.
 */
export async function purgeRecycleBins(
  db: Db,
  services: { resources: ResourceEngine; tenantResources: TenantResourcesRegistry },
  days: number,
  now = Date.now(),
  log: { warn(obj: object, msg: string): void } = console,
): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  const tenants = await db.kysely.selectFrom('tenants').select('id').execute();
  let purged = 0;
  for (const { id: tenantId } of tenants) {
    // One tenant's or one resource's failure is logged and the rest go on: it never holds the others back.
    try {
      const mine = await services.tenantResources.of(tenantId);
      const served: ResourceService[] = [
        ...services.resources.all().map((s) => mine.extended.get(s.schema.name) ?? s),
        ...mine.services.values(),
      ];
      const schemas = served.map((s) => s.schema);
      for (const service of served.filter((s) => s.schema.softDelete)) {
        try {
          purged += await purgeExpired(service, tenantId, cutoff, referrersOf(schemas, service.schema.name));
        } catch (err) {
          log.warn({ err, tenantId, resource: service.schema.name }, '清理回收站失败（下次重试）');
        }
      }
    } catch (err) {
      log.warn({ err, tenantId }, '清理回收站失败（下次重试）');
    }
  }
  return purged;
}

/** A bin's expired records, batch after batch while batches come back full (at most MAX_BATCHES a turn). */
async function purgeExpired(service: ResourceService, tenantId: string, cutoff: string, referrers: Referrer[]): Promise<number> {
  let purged = 0;
  // Those still named by another record stay in the bin: the next batch starts after them.
  let after: string | undefined;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const expired = await service.expired(tenantId, cutoff, BATCH, after);
    const byProject = new Map<string, string[]>();
    for (const r of expired) byProject.set(r.projectId, [...(byProject.get(r.projectId) ?? []), r.id]);
    for (const [projectId, ids] of byProject)
      purged += (await service.purge({ tenantId, projectId }, ids, { deletedBefore: cutoff, referrers, actor: SYSTEM_ACTOR })).count;
    if (expired.length < BATCH) break;
    after = expired[expired.length - 1].id;
  }
  return purged;
}

/** Purges the bins every six hours, a few minutes after the start first; answers the stop. */
export function scheduleRecyclePurge(
  db: Db,
  services: Parameters<typeof purgeRecycleBins>[1],
  days: number,
  log: { warn(obj: object, msg: string): void },
): () => Promise<void> {
  return runPeriodically(() => purgeRecycleBins(db, services, days, Date.now(), log), {
    everyMs: EVERY_MS,
    firstAfterMs: 180_000,
    failure: '清理回收站失败（下次重试）',
    log,
  });
}
