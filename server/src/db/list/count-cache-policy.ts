import type { Db } from '../client';
import { watchPeers } from '../peers';

/** Change-bus topic: a server process started on this database. */
const PEERS_TOPIC = 'peers';

/** ACE_COUNT_CACHE: `auto` (default), `on` or `off`. */
export type CountCacheMode = 'auto' | 'on' | 'off';

/**
 * Whether this process keeps list totals (count-cache.ts). A cached total follows the writes of
 * this process only, so it is kept only where no other process writes: always on SQLite (one server
 * process per file); on PostgreSQL while no other server process is seen on the database (db/peers.ts),
 * and off as soon as one is, until processes share their writes (docs/decisions.md). `on` and `off`
 * force it. Returns what stops the watching (app close).
 */
export async function applyCountCachePolicy(db: Db, mode: CountCacheMode): Promise<() => Promise<void>> {
  if (mode !== 'auto' || db.dialect === 'sqlite') {
    db.counts.setEnabled(mode !== 'off');
    return async () => undefined;
  }
  const watch = await watchPeers(db, (others) => db.counts.setEnabled(others === 0));
  // A process that starts says so at once: the others stop trusting their totals now, not at
  // their next heartbeat (which may be seconds away while the newcomer already writes).
  db.changes.subscribe(PEERS_TOPIC, () => void watch.beat());
  db.changes.publish(PEERS_TOPIC);
  return () => watch.stop();
}
