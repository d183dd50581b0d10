import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import type { MenusTable } from '../../../db/tables/platform-extras';
import { flattenMenu, type ResolvedMenuItem } from '../../../../../src/schemas/menu';

/** app_meta key holding every menu name ever seeded (JSON array), so a removed entry stays removed. */
const MENU_NAMES_META_KEY = 'menu_names';

/** Rows for a menu tree (src/schemas/menu.ts resolved against the schemas), `sort` 10, 20, … per level. */
function menuRows(items: readonly ResolvedMenuItem[], parentId: string | null = null, now = nowIso()): MenusTable[] {
  return items.flatMap((m, i) => {
    const row = menuRow(m, parentId, (i + 1) * 10, now);
    return [row, ...menuRows(m.children, row.id, now)];
  });
}

function menuRow(m: ResolvedMenuItem, parentId: string | null, sort: number, now: string): MenusTable {
  return {
    id: newId(),
    parent_id: parentId,
    name: m.name,
    label: m.label,
    icon: m.icon ?? null,
    path: m.path,
    type: m.type,
    min_role: m.minRole,
    sort,
    status: 1,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Brings the system menu in line with the menu definition without overwriting what admins did:
 * an empty menu gets the whole tree; later starts add the entries the definition gained since (a
 * resource added to src/schemas), at the end of their group, and never bring back an entry an admin
 * removed (every name ever seeded is remembered in app_meta). A database seeded before that record
 * existed counts the current definition as seeded.
 */
export async function syncMenus(db: Db, items: readonly ResolvedMenuItem[]): Promise<{ created: boolean; added: string[] }> {
  const k = db.kysely;
  const all = flattenMenu(items);
  const meta = await k.selectFrom('app_meta').select('value').where('key', '=', MENU_NAMES_META_KEY).executeTakeFirst();
  const rows = await k.selectFrom('menus').select(['id', 'name', 'parent_id', 'sort']).execute();
  const remember = (names: string[]) =>
    k
      .insertInto('app_meta')
      .values({ key: MENU_NAMES_META_KEY, value: JSON.stringify([...new Set(names)].sort()), updated_at: nowIso() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: nowIso() }))
      .execute();
  if (!rows.length && !meta) {
    await k.insertInto('menus').values(menuRows(items)).execute();
    await remember(all.map((m) => m.name));
    return { created: true, added: [] };
  }
  if (!meta) {
    await remember([...all.map((m) => m.name), ...rows.map((r) => r.name)]);
    return { created: false, added: [] };
  }
  const seeded = new Set<string>(JSON.parse(meta.value));
  const fresh = all.filter((m) => !seeded.has(m.name) && !rows.some((r) => r.name === m.name));
  const now = nowIso();
  for (const m of fresh) {
    const parentId = m.parent ? (rows.find((r) => r.name === m.parent)?.id ?? null) : null;
    const siblings = rows.filter((r) => r.parent_id === parentId);
    const row = menuRow(m, parentId, Math.max(0, ...siblings.map((r) => r.sort)) + 10, now);
    await k.insertInto('menus').values(row).execute();
    rows.push(row);
  }
  await remember([...seeded, ...all.map((m) => m.name)]);
  return { created: false, added: fresh.map((m) => m.name) };
}
