import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Start-up (migrations checked, schemas and routes built) leaves tens of MB of garbage and a young
 * generation grown to its largest, and a process that then waits for requests allocates too little
 * for V8 to collect again: it kept all of it (RSS about 126 MB, 98 MB once collected,
 * docs/performance.md). One full collection once the process serves starts V8's memory reducer,
 * which gives the memory back within about 20 s. `gc` is taken as jest's leak detector takes it,
 * without a command-line flag (the server is started as `node dist-server/main.js`).
 */
export function collectStartUpGarbage(afterMs = 1_000): void {
  setTimeout(() => {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    v8.setFlagsFromString('--no-expose-gc');
    gc();
  }, afterMs).unref();
}
