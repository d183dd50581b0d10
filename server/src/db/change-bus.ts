import type pg from 'pg';
import { pgDriver } from './pg-driver';
import { newId } from '../core/ids';

/**
 * Tells the other server processes on the same PostgreSQL database that something they may hold
 * in memory changed, so every per-process cache (sessions, user menus, list totals) is true in
 * every process within a second of a committed change (docs/operations.md, docs/requirements.md §10.1).
 *
 * PostgreSQL `LISTEN/NOTIFY` on one channel: each process keeps one extra connection that listens,
 * and a change is one `pg_notify` sent after the change is written. A process ignores its own
 * messages (it already dropped its cache). While the listening connection is down, messages may
 * be missed: on reconnecting every subscriber is told to drop everything (`key` undefined).
 * On SQLite there is one server process per file, so there is nobody to tell.
 */
export interface ChangeBus {
  /** Tells the other processes that `topic` changed, for `key` (a user id…) or as a whole. */
  publish(topic: string, key?: string): void;
  /** Runs `handler` when another process publishes `topic` (key undefined: drop everything). */
  subscribe(topic: string, handler: (key?: string) => void): void;
  /** Starts listening (PostgreSQL); resolves once the first LISTEN is in place. */
  start(): Promise<void>;
  /** Stops listening, once what was published has gone out. */
  close(): Promise<void>;
}

/** The channel every process of one database listens on (NOTIFY is per database). */
const CHANGE_CHANNEL = 'ace_changes';
/** Wait before reconnecting a lost listening connection. */
const RECONNECT_MS = 1_000;

interface Message {
  from: string;
  topic: string;
  key?: string;
}

/** Subscribers by topic, and delivering to them (shared by both buses). */
function subscribers() {
  const handlers = new Map<string, Array<(key?: string) => void>>();
  return {
    subscribe(topic: string, handler: (key?: string) => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    deliver(topic: string, key?: string) {
      for (const h of handlers.get(topic) ?? []) h(key);
    },
    /** Everything may have been missed: every subscriber drops everything. */
    deliverAll() {
      for (const list of handlers.values()) for (const h of list) h(undefined);
    },
  };
}

/** SQLite: one process per database file, nothing to tell anyone. */
export function localChangeBus(): ChangeBus {
  const subs = subscribers();
  return { publish: () => undefined, subscribe: subs.subscribe, start: async () => undefined, close: async () => undefined };
}

/**
 * PostgreSQL: `publish` goes through the pool (a failed NOTIFY is logged, never thrown into the
 * request that made the change); one dedicated client listens, reconnecting while the database is away.
 */
export function pgChangeBus(pool: pg.Pool, clientConfig: pg.ClientConfig): ChangeBus {
  const self = newId();
  const subs = subscribers();
  /** The client that listens now (undefined while connecting or away). */
  let listener: pg.Client | undefined;
  /** The one pending reconnect: never more than one, however the last attempt ended. */
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let started: Promise<void> | undefined;
  /** NOTIFYs on their way. */
  const sending = new Set<Promise<void>>();

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void reconnect();
    }, RECONNECT_MS);
  };

  /** Opens a client and LISTENs; on failure the client is ended and the error thrown. */
  async function listen(): Promise<void> {
    // keepAlive: a half-open connection (a cable pulled, a NAT forgetting it) is noticed and ends.
    const client = new (pgDriver().Client)({ ...clientConfig, keepAlive: true });
    client.on('error', () => undefined); // 'end' follows; reconnecting is decided there
    client.on('notification', (n) => {
      if (n.channel !== CHANGE_CHANNEL || !n.payload) return;
      let m: Message;
      try {
        m = JSON.parse(n.payload) as Message;
      } catch {
        return;
      }
      if (m.from !== self) subs.deliver(m.topic, m.key);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    // Only a client that was listening reconnects when it ends (a failed attempt is retried by reconnect()).
    client.on('end', () => {
      if (listener !== client) return;
      listener = undefined;
      scheduleReconnect();
    });
    listener = client;
  }

  async function reconnect() {
    if (closed) return;
    try {
      await listen();
      subs.deliverAll(); // messages sent while we were away are lost: trust no cache
    } catch {
      scheduleReconnect();
    }
  }

  return {
    publish(topic, key) {
      const payload: Message = { from: self, topic, ...(key !== undefined ? { key } : {}) };
      const sent: Promise<void> = pool
        .query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify(payload)])
        .then(
          () => undefined,
          (err: Error) => console.error(`通知其他服务进程失败（${topic}）: ${err.message}`),
        )
        .finally(() => sending.delete(sent));
      sending.add(sent);
    },
    subscribe: subs.subscribe,
    start: () => (started ??= listen()),
    async close() {
      // What was published is sent before the pool ends (ending it drops a query still waiting for its connection).
      await Promise.all(sending);
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
