import type { Db } from './client';
import { newId } from '../core/ids';

/** How often a server process says it is alive. */
const HEARTBEAT_MS = 5_000;
/** A process silent this long is gone (a crash leaves its row behind; its neighbours stop counting it). */
const GONE_AFTER_MS = 15_000;

export interface PeerWatch {
  /** This process's id in `server_processes`. */
  id: string;
  /** Says "alive" and counts the others now (the timer does it every HEARTBEAT_MS). */
  beat(): Promise<number>;
  /** Stops the timer and removes this process's row (a clean shutdown leaves none). */
  stop(): Promise<void>;
}

/**
 * The other server processes working on this database: each process keeps a row in
 * `server_processes` fresh every few seconds and counts the rows of the others seen lately. What
 * several processes over one PostgreSQL must not do alone (keep list totals in memory) is decided
 * from it (app.ts). `onPeers` gets the number of others after every beat, and -1 when the beat
 * failed (the database did not answer: nobody can be assumed absent).
 */
export async function watchPeers(
  db: Db,
  onPeers: (others: number) => void,
  opts: { intervalMs?: number; goneAfterMs?: number } = {},
): Promise<PeerWatch> {
  const k = db.kysely;
  const id = newId();
  const startedAt = new Date().toISOString();
  async function beat(): Promise<number> {
    try {
      const now = Date.now();
      const seen = new Date(now).toISOString();
      await k
        .insertInto('server_processes')
        .values({ id, started_at: startedAt, seen_at: seen, pid: process.pid })
        .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: seen }))
        .execute();
      const since = new Date(now - (opts.goneAfterMs ?? GONE_AFTER_MS)).toISOString();
      const row = await k
        .selectFrom('server_processes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', '<>', id)
        .where('seen_at', '>', since)
        .executeTakeFirst();
      // Rows of processes gone for a day are of no use to anyone.
      await k
        .deleteFrom('server_processes')
        .where('seen_at', '<', new Date(now - 86_400_000).toISOString())
        .execute();
      const others = Number(row?.n ?? 0);
      onPeers(others);
      return others;
    } catch {
      onPeers(-1);
      return -1;
    }
  }
  await beat();
  const timer = setInterval(() => void beat(), opts.intervalMs ?? HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    beat,
    async stop() {
      clearInterval(timer);
      await k
        .deleteFrom('server_processes')
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    },
  };
}
