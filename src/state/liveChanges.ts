/**
 * Who listens to the live changes of which resource (docs/decisions.md「实时列表」): the open lists and
 * show pages of this browser tab share one stream (src/http/liveStream.ts, loaded with the first of
 * them). It stays open a while after the last one leaves, so a switch between screens does not
 * reconnect; it follows the project (`followProject`, called by the shell); and it is closed while the
 * tab is hidden — a browser gives one site six connections over HTTP/1.1, and tabs left open in the
 * background must not take them — then opened again with `resync` when the tab is shown.
 */
import { readStored } from '../storage/clientStorage';
import type { LiveChange } from '../domain/liveChanges';

/** A change of the listened resource, or `resync`: changes may have been missed, reload. */
type LiveNews = LiveChange | 'resync';
type Listener = (news: LiveNews) => void;

/** How long the stream stays open with nobody listening. */
const IDLE_CLOSE_MS = 30_000;

const listeners = new Map<string, Set<Listener>>();
let stream: { project: string | undefined; close(): void } | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** The tab was hidden with the stream open: shown again, what changed meanwhile is read again. */
let closedWhileHidden = false;

function tell(resource: string | null, news: LiveNews) {
  for (const [name, set] of listeners) if (resource === null || name === resource) for (const l of set) l(news);
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Opens the stream of the current project unless one is open already (or the tab is hidden). */
function connect() {
  const project = readStored('currentProject');
  if (stream && stream.project === project) return;
  stream?.close();
  stream = undefined;
  if (hidden()) return;
  let inner: { close(): void } | undefined;
  let closed = false;
  const mine = {
    project,
    close() {
      closed = true;
      inner?.close();
    },
  };
  stream = mine;
  void import('../http/liveStream').then(({ openLiveStream }) => {
    if (closed) return;
    inner = openLiveStream({
      change: (c) => tell(c.resource, c),
      resync: () => tell(null, 'resync'),
      // The session or the project is gone: the next list or show page to open tries again.
      refused: () => {
        if (stream === mine) stream = undefined;
      },
    });
  });
}

function disconnect() {
  stream?.close();
  stream = undefined;
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (hidden()) {
      if (stream) closedWhileHidden = true;
      disconnect();
    } else if (listeners.size) {
      connect();
      if (closedWhileHidden) tell(null, 'resync');
      closedWhileHidden = false;
    }
  });
}

/** Listens to the changes of `resource` (and to `resync`); gives the function that stops. */
export function listenLive(resource: string, listener: Listener): () => void {
  clearTimeout(idleTimer);
  let set = listeners.get(resource);
  if (!set) listeners.set(resource, (set = new Set()));
  set.add(listener);
  connect();
  return () => {
    set.delete(listener);
    if (!set.size) listeners.delete(resource);
    if (!listeners.size) idleTimer = setTimeout(disconnect, IDLE_CLOSE_MS);
  };
}

/**
 * The project changed (switched, or the current one taken away): the stream of the new one replaces
 * the old, and what is shown is read again anyway. Signing out reloads the page, which closes it.
 */
export function followProject(): void {
  if (listeners.size) connect();
  else disconnect();
}
