/**
 * Runs `task` every `everyMs` in the background, first after `firstAfterMs` (spread a little, so
 * several processes started together do not all run it at once); a run still going skips the next
 * turn; a failure is logged and tried again next time. Answers the stop, which waits for a run under way.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  opts: { everyMs: number; firstAfterMs: number; failure: string; log: { warn(obj: object, msg: string): void } },
): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || current) return;
    current = task()
      .then(() => undefined)
      .catch((err: unknown) => opts.log.warn({ err }, opts.failure))
      .finally(() => (current = undefined));
  };
  const first = setTimeout(run, opts.firstAfterMs * (1 + Math.random()));
  const timer = setInterval(run, opts.everyMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await current;
  };
}
