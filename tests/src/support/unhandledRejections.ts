import { afterEach, beforeEach } from 'vitest';

/**
 * Collects the promise rejections nobody handled during each test of the file (an awaited
 * `form.validateFields()` that rejects, for one), so a test can assert there were none.
 */
export function collectUnhandledRejections(): unknown[] {
  const seen: unknown[] = [];
  const onRejection = (reason: unknown) => void seen.push(reason);
  beforeEach(() => {
    seen.length = 0;
    process.on('unhandledRejection', onRejection);
  });
  afterEach(() => void process.off('unhandledRejection', onRejection));
  return seen;
}
