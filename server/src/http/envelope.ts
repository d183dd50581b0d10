import type { Envelope } from '../../../src/domain/envelope';
import { HTTP_MESSAGES } from '../../../src/domain/errorCatalogue';

/** The envelope of one reply (docs/requirements.md §3); every reply of the API is built here. */
export function envelope<T>(path: string, data: T, opts: { success?: boolean; message?: string; code?: number } = {}): Envelope<T> {
  const success = opts.success ?? true;
  return {
    success,
    message: opts.message ?? (success ? HTTP_MESSAGES.success : HTTP_MESSAGES.fallback),
    code: opts.code ?? 200,
    data,
    timestamp: Date.now(),
    path: path.split('?')[0],
  };
}
