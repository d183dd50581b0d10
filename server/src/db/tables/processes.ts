/** The server processes working on this database, each keeping its row fresh (db/peers.ts, migration 0900). */
interface ServerProcessesTable {
  id: string;
  started_at: string;
  seen_at: string;
  pid: number | null;
}

export interface ProcessTables {
  server_processes: ServerProcessesTable;
}
