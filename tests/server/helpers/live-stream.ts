import http from 'node:http';
import { createParser } from 'eventsource-parser';
import { LIVE_PATH, TAB_HEADER } from '../../../src/domain/liveChanges';

export interface HeardEvent {
  event: string;
  data: any;
}

export interface LiveStream {
  status: number;
  contentType: string;
  /** Every event heard so far, in order. */
  events: HeardEvent[];
  /** The first event heard (now or later) that `match` accepts; fails after `ms`. */
  next(match: (e: HeardEvent) => boolean, ms?: number): Promise<HeardEvent>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  /** Resolves once the server ended the stream; fails after `ms`. */
  endedWithin(ms: number): Promise<void>;
  close(): void;
}

/**
 * Opens `GET /ace-apis/live/changes` on a listening server with the headers the browser sends (the
 * bearer token and the project) and reads its events with a real SSE parser. Node's own http client on
 * a connection of its own: closing the stream closes that connection, and nothing else is left open.
 */
export async function openLiveStream(base: string, token: string, projectId: string, tab?: string): Promise<LiveStream> {
  const events: HeardEvent[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  const finish = () => {
    ended = true;
    wake();
  };
  const parser = createParser({
    onEvent: (e) => {
      events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) });
      wake();
    },
  });
  const req = http.get(`${base}/ace-apis${LIVE_PATH}`, {
    headers: { authorization: `Bearer ${token}`, projectid: projectId, ...(tab ? { [TAB_HEADER]: tab } : {}) },
    agent: false,
  });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.once('response', resolve).once('error', reject));
  req.on('error', finish);
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => parser.feed(chunk));
  res.on('end', finish);
  res.on('close', finish);
  res.on('error', finish);
  const until = (ok: () => boolean, ms: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!ok()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what}: not within ${ms} ms; heard ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    status: res.statusCode ?? 0,
    contentType: String(res.headers['content-type'] ?? ''),
    events,
    async next(match, ms = 5_000) {
      await until(() => events.some(match), ms, 'event');
      return events.find(match)!;
    },
    ended: () => ended,
    endedWithin: (ms) => until(() => ended, ms, 'end'),
    close: () => req.destroy(),
  };
}
