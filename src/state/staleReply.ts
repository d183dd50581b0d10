import { readStored } from '../storage/clientStorage';
import { t } from '../i18n/messages/zh-CN/app';

/** A reply that arrived for a project that is no longer the current one; nothing was stored. */
export class StaleReplyError extends Error {
  constructor(readonly projectId: string | undefined) {
    super(t('projectSwitched'));
    this.name = 'StaleReplyError';
  }
}

/**
 * Runs a read for the current project and rejects with `StaleReplyError` when, by the time the
 * reply arrives, the user has switched project: a late reply must not overwrite what belongs to
 * the project now on show (switching quickly could otherwise end with the wrong company).
 */
export async function forCurrentProject<T>(read: () => Promise<T>): Promise<T> {
  const projectId = readStored('currentProject');
  const result = await read();
  if (readStored('currentProject') !== projectId) throw new StaleReplyError(projectId);
  return result;
}
