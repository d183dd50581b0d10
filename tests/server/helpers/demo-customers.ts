import type { TestApp } from './test-app';

/**
 * The demo tenant's live 企业 customers in its Main project, as a query to finish (a count, a row):
 * what the customer list filtered by type 1 shows, read straight from the table.
 */
export const liveCompanies = (t: TestApp) =>
  t.db.kysely
    .selectFrom('customer')
    .where('tenant_id', '=', t.ids.tenantId)
    .where('project_id', '=', t.ids.mainProjectId)
    .where('type', '=', 1)
    .where('deleted_at', 'is', null);

/** How many live 企业 customers of Main there are, or of those whose name is `like` the pattern. */
export async function countLiveCompanies(t: TestApp, nameLike?: string): Promise<number> {
  const q = nameLike === undefined ? liveCompanies(t) : liveCompanies(t).where('name', 'like', nameLike);
  return Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

/** A copy of a live 企业 customer written with raw SQL, as a restore or a script would: no list version moves. */
export async function copyBehindEngine(t: TestApp): Promise<void> {
  const sample = await liveCompanies(t).selectAll().executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto('customer')
    .values({ ...sample, id: `${sample.id}-raw` })
    .execute();
}
