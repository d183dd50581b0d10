/**
 * Following a background job of the server (an export's or an import's, `/setting/job/findById`):
 * one loop for both dialogs, so they ask as often, stop alike and show progress the same way.
 */

/** How often a running job is asked how far it is. */
const POLL_MS = 1000;

/** What every job's state has (server: schema-engine/export/export-job.routes.ts). */
export interface JobProgress {
  status: 'running' | 'done' | 'failed';
  progress: number;
  total: number;
  message?: string;
}

/** A job the server reports failed, with its Chinese message (a refused read is the HTTP client's ApiError instead). */
export class JobFailed extends Error {}

/**
 * Asks `read(id)` until the job is done (its last state) or failed (JobFailed with the server's
 * message, else `failure`); each running state goes to `onState`. Null once `stopped()` says the
 * dialog went away. A refused read is thrown as is (the HTTP client has shown it).
 */
export async function followJob<T extends JobProgress>(
  read: (id: string) => Promise<T>,
  id: string,
  opts: { onState: (state: T) => void; stopped: () => boolean; failure: string },
): Promise<T | null> {
  while (!opts.stopped()) {
    const state = await read(id);
    if (opts.stopped()) return null;
    if (state.status === 'failed') throw new JobFailed(state.message ?? opts.failure);
    if (state.status === 'done') return state;
    opts.onState(state);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return null;
}

/** A running job's progress bar: whole percents, never 100 before it is done. */
export const jobPercent = (state?: JobProgress | null): number =>
  state?.total ? Math.min(99, Math.floor((state.progress / state.total) * 100)) : 0;
