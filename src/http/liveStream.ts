/**
 * The live changes stream (docs/decisions.md「实时列表」): `GET /ace-apis/live/changes`, a server-sent
 * event stream read with fetch (an EventSource cannot send the bearer token and the project header that
 * every call sends) and parsed by a real SSE parser. Loaded with the first open list or show page
 * (src/state/liveChanges.ts keeps one per tab), never on /login or the first screen.
 *
 * It reconnects after a dropped connection (1 s, doubling to 30 s, and up to a second more) and then says `resync`: what changed
 * while it was away was not heard. A 401 or 403 ends it: the session or the project is gone, and the next
 * call of the app tells the user so.
 */
import { createParser } from 'eventsource-parser';
import { readStored } from '../storage/clientStorage';
import { API_BASE } from './httpClient';
import { TAB_ID } from './tabId';
import { LIVE_EVENTS, LIVE_PATH, TAB_HEADER, type LiveChange } from '../domain/liveChanges';

export interface LiveHandlers {
  /** Records of a resource changed. */
  change(change: LiveChange): void;
  /** Changes may have been missed: reload what is shown. */
  resync(): void;
  /** The server refused the stream (401, 403): the session or the project is gone; it stays closed. */
  refused(): void;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** Opens the stream of the current project; `close` ends it for good. */
export function openLiveStream(handlers: LiveHandlers): { close(): void } {
  let closed = false;
  let abort: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let heardBefore = false;

  const onEvent = (event: string | undefined, data: string) => {
    if (event === LIVE_EVENTS.ready) {
      retryMs = FIRST_RETRY_MS;
      // Connected again after a gap: what changed meanwhile was not told.
      if (heardBefore) handlers.resync();
      heardBefore = true;
    } else if (event === LIVE_EVENTS.change) {
      handlers.change(JSON.parse(data) as LiveChange);
    } else if (event === LIVE_EVENTS.resync) {
      handlers.resync();
    }
  };

  async function connect() {
    const token = readStored('authToken');
    const project = readStored('currentProject');
    if (closed || !token || !project) return;
    abort = new AbortController();
    try {
      const res = await fetch(`${API_BASE}${LIVE_PATH}`, {
        headers: { authorization: `Bearer ${token}`, projectid: project, [TAB_HEADER]: TAB_ID, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (res.status === 401 || res.status === 403) return handlers.refused();
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const parser = createParser({ onEvent: (e) => onEvent(e.event, e.data) });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // Dropped, refused or aborted: retried below unless closed.
    }
    if (closed) return;
    // Spread over a second: after a server restart every open tab would come back at the same instant.
    timer = setTimeout(() => void connect(), retryMs + Math.random() * 1_000);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      abort?.abort();
    },
  };
}
