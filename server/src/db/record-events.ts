import type { Kysely } from 'kysely';
import type { ChangeBus } from './change-bus';
import { afterCommit } from './transactions';

/**
 * What the open lists and show pages hear of committed writes (live lists, docs/decisions.md「实时列表」):
 * the resource, whether records changed or went, and which ones when few. No field value travels: a
 * reader reloads through its own list call, so its rights, data scope and field rules apply as ever.
 */
export interface RecordChange {
  tenantId: string;
  projectId: string;
  /** The schema resource (a family's member: 报价单, not the order table). */
  resource: string;
  /** `change`: created, changed or restored; `delete`: deleted or purged. */
  kind: 'change' | 'delete';
  /** The records' ids, when at most MAX_NAMED; null when more changed at once (an import). */
  ids: string[] | null;
  /** The browser tab that wrote ('' when unknown or several): it is not told its own writes. */
  origin: string;
}

/** Hears every committed change, of this process and the others; `null`: changes may have been missed. */
type RecordListener = (change: RecordChange | null) => void;

export interface RecordEvents {
  /** Tells the listeners here, and those of every other server process on the database, within GATHER_MS. */
  announce(change: RecordChange): void;
  /** Adds a listener; gives the function that removes it. */
  listen(listener: RecordListener): () => void;
  /** Sends what is still gathering now (the database is closing: after it the bus could not carry it). */
  flush(): void;
}

/** The change bus topic the announcements travel on (db/change-bus.ts). */
const TOPIC = 'records';
/** Most ids one announcement names: more make a long NOTIFY payload (its limit is 8,000 bytes) for no use. */
const MAX_NAMED = 20;
/**
 * Announcements of one resource within this long go out as one: an import of valid rows writes each row
 * in a transaction of its own, and 10,000 of them must not be 10,000 messages to every open list.
 */
const GATHER_MS = 100;

/**
 * The announcements of one database: delivered to this process's listeners at once and published on
 * the change bus for the others (PostgreSQL; on SQLite one process serves the file). When the bus lost
 * its connection it tells every subscriber to drop everything: the listeners hear `null` and reload.
 */
export function createRecordEvents(bus: ChangeBus): RecordEvents {
  const listeners = new Set<RecordListener>();
  const deliver = (change: RecordChange | null) => {
    for (const l of listeners) {
      try {
        l(change);
      } catch (err) {
        console.error(`实时变更通知失败: ${(err as Error).message}`);
      }
    }
  };
  bus.subscribe(TOPIC, (key) => {
    if (key === undefined) return deliver(null);
    try {
      deliver(JSON.parse(key) as RecordChange);
    } catch {
      // Not ours to read (a newer process's format): the next message is.
    }
  });
  /** Announcements waiting for their window to close, by tenant, project, resource and kind. */
  const gathering = new Map<string, { change: RecordChange; ids: Set<string> | null; timer: NodeJS.Timeout }>();
  const send = (key: string) => {
    const g = gathering.get(key);
    if (!g) return;
    clearTimeout(g.timer);
    gathering.delete(key);
    const change = { ...g.change, ids: g.ids && g.ids.size <= MAX_NAMED ? [...g.ids] : null };
    deliver(change);
    bus.publish(TOPIC, JSON.stringify(change));
  };
  return {
    announce(change) {
      const key = JSON.stringify([change.tenantId, change.projectId, change.resource, change.kind]);
      const g = gathering.get(key);
      if (!g) {
        gathering.set(key, { change, ids: change.ids && new Set(change.ids), timer: setTimeout(() => send(key), GATHER_MS).unref() });
        return;
      }
      if (g.change.origin !== change.origin) g.change = { ...g.change, origin: '' };
      if (!change.ids) g.ids = null;
      else if (g.ids) for (const id of change.ids) g.ids.add(id);
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flush() {
      for (const key of [...gathering.keys()]) send(key);
    },
  };
}

/** A write as the resource service states it (its audit trail action). */
export interface RecordWrite {
  tenantId: string;
  projectId: string;
  resource: string;
  id: string;
  action: string;
  /** The browser tab that wrote ('' when none said). */
  origin: string;
}

/** Each transaction's writes, until it commits. */
const pending = new WeakMap<object, RecordWrite[]>();

/** Whether a trail action took records away (the rest changed or added them). */
const removes = (action: string) => action === 'delete' || action === 'purge';

/**
 * Announces `write` once `trx` has committed (never after a rollback). The announcements gather by
 * resource and kind (`announce`), so the writes of one transaction, an import of 10,000 rows, are one message.
 */
export function announceOnCommit<DB>(trx: Kysely<DB>, events: RecordEvents, write: RecordWrite): void {
  let list = pending.get(trx);
  if (!list) {
    const mine: RecordWrite[] = (list = []);
    pending.set(trx, mine);
    afterCommit(trx, 'record-events', () => {
      for (const w of mine)
        events.announce({
          tenantId: w.tenantId,
          projectId: w.projectId,
          resource: w.resource,
          kind: removes(w.action) ? 'delete' : 'change',
          ids: [w.id],
          origin: w.origin,
        });
    });
  }
  list.push(write);
}
