import { useSyncExternalStore } from 'react';
import { resourceSchemas } from '../schemas';
import type { ResourceSchema } from '../schemas/types';
// Shell bootstrap: read with the user menu, before refine mounts, so through the HTTP client itself.
import { http } from '../http/httpClient';
import { SCHEMA_VERSION_HEADER, type Envelope } from '../domain/envelope';
import { markSchemasApplied } from './schemaVersion';
import type { AcceptedSchemas, acceptPublished as AcceptPublished } from './publishedSchemas';
import { localizeSchemas } from '../i18n/messages/schemaOverlay';
import { t } from '../i18n/messages/zh-CN/schemaServed';

/**
 * The resource schemas the client serves (docs/requirements.md §10.3): the built-ins of the bundle (with the custom
 * fields the tenant added to them), then the tenant's published added resources. The routes, refine's resources, the data provider, access
 * control and the role catalogue read them here, so an added resource goes through the same
 * screens as a built-in. In memory only (the stored keys are exactly the spec's): a reload reads
 * them again.
 */
let served: readonly ResourceSchema[] | null = null;
let byName = new Map<string, ResourceSchema>();
let version = 0;

/**
 * The served list, the built-ins in the interface's language until something is published: made on
 * the first read, not when the module loads (English arrives after the modules are evaluated), and
 * kept, so every read gives the same objects.
 */
function current(): readonly ResourceSchema[] {
  if (!served) {
    served = localizeSchemas(resourceSchemas);
    byName = new Map(served.map((s) => [s.name, s]));
  }
  return served;
}
const listeners = new Set<() => void>();

/** Every served schema: the built-ins (extended where the tenant added fields), then the added ones. */
export function servedSchemas(): readonly ResourceSchema[] {
  return current();
}

/** The served schema of a resource name, or undefined. */
export function schemaOf(name: string): ResourceSchema | undefined {
  current();
  return byName.get(name);
}

/** Goes up each time the served schemas change: what is derived from them is memoised on it. */
export function servedSchemasVersion(): number {
  return version;
}

const sameSchema = (a: ResourceSchema, b: ResourceSchema) => a === b || JSON.stringify(a) === JSON.stringify(b);

let acceptPublished: typeof AcceptPublished | undefined;

/**
 * Loads the checks a published list goes through (state/publishedSchemas.ts, with validateSchema
 * and extendSchema): a chunk of its own, fetched when a tenant has published something, so the first
 * screen of a tenant without designed resources has none of it (docs/requirements.md §10.5). applyPublished loads them.
 */
export async function loadPublishedChecks(): Promise<void> {
  acceptPublished ??= (await import('./publishedSchemas')).acceptPublished;
}

/** Nothing published: the built-ins as they are, which need no checks. */
const NOTHING_PUBLISHED: AcceptedSchemas = { builtIns: resourceSchemas, accepted: [], rejected: [] };
const isNothing = (published: unknown) => Array.isArray(published) && published.length === 0;

/** Counts the lists handed to the served schemas, so a list that waited for the checks is not served after a later one. */
let handed = 0;

/**
 * Serves `published` (the reply's list: added resources, and built-ins the tenant extended): the
 * built-ins with their custom fields, then the added resources. What cannot be served is left out
 * and logged (see acceptPublished). A schema read again unchanged keeps its object, so its screens
 * are not remounted; when nothing changed, nobody re-renders.
 */
export function setPublishedSchemas(published: unknown): void {
  handed += 1; // whatever still waits for the checks comes from before this
  const nothing = isNothing(published);
  if (!nothing && !acceptPublished) throw new Error('setPublishedSchemas: the published checks are not loaded (loadPublishedChecks)');
  const { builtIns, accepted, rejected } = nothing ? NOTHING_PUBLISHED : acceptPublished!(published, resourceSchemas);
  if (rejected.length) console.warn(t('rejected', { list: rejected.join('\n') }));
  const shown = current();
  const before = new Map(shown.map((s) => [s.name, s]));
  const kept = (s: ResourceSchema) => {
    const b = before.get(s.name);
    return b && sameSchema(b, s) ? b : s;
  };
  // In the interface's language (the built-ins' English: src/i18n/messages/schemaTexts.ts).
  const next = localizeSchemas([...builtIns, ...accepted]).map(kept);
  if (next.length === shown.length && next.every((s, i) => s === shown[i])) return;
  served = next;
  byName = new Map(served.map((s) => [s.name, s]));
  version += 1;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The served schemas, re-rendering the component when they change. */
export function useServedSchemas(): readonly ResourceSchema[] {
  return useSyncExternalStore(subscribe, servedSchemas, servedSchemas);
}

/**
 * Serves the `value` of a published reply (read alone or in the boot call), with the checks loaded
 * first where it lists anything, and marks the reply's schema version applied: newer ones announced
 * later are offered (SchemaUpdateNotice). A list overtaken while the checks loaded (a later reply,
 * signing out) is dropped. Checks that cannot load (no network) serve the built-ins, as an unread
 * reply does, and say so in the console.
 */
export async function applyPublished(value: unknown, schemaVersion: string | undefined): Promise<void> {
  const ticket = ++handed;
  let served = value;
  if (!isNothing(value)) {
    try {
      await loadPublishedChecks();
    } catch (error) {
      warnPublishedUnread((error as Error).message);
      served = [];
    }
  }
  if (ticket !== handed) return;
  setPublishedSchemas(served);
  if (served === value) markSchemasApplied(schemaVersion);
}

/** Says in the console that the added resources could not be read (the built-ins are served). */
export function warnPublishedUnread(reason: string): void {
  console.warn(t('unread', { reason }));
}

/**
 * Reads the tenant's published added resources and custom fields (`GET /setting/resource/published`;
 * the built-ins themselves are in the bundle) and serves them. Called at the shell's start, with each menu refresh, and by
 * the designer after publishing. Silent: a failure is logged and leaves the schemas served before
 * (the built-ins at the start), so the shell still opens and the screens keep working.
 */
export async function refreshServedSchemas(): Promise<readonly ResourceSchema[]> {
  try {
    const res = await http.get<Envelope<{ value: unknown }>>('/setting/resource/published', { silent: true });
    await applyPublished(res.data.data.value, res.headers[SCHEMA_VERSION_HEADER] as string | undefined);
  } catch (error) {
    warnPublishedUnread((error as Error).message);
  }
  return current();
}
