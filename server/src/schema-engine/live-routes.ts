import type { FastifyInstance } from 'fastify';
import { requireAuth, requireScope } from '../http/auth-hook';
import { accessIfHeld } from '../http/permission-guard';
import type { RecordChange } from '../db/record-events';
import type { AuthContext } from '../core/auth-context';
import { LIVE_EVENTS, type LiveChange } from '../../../src/domain/liveChanges';

/**
 * How often an open stream says it is alive (proxies close a connection idle for a minute) and asks
 * afresh whether its session still serves the project: a signed-out, kicked or disabled user, or one
 * taken out of the project, hears nothing more after at most this long.
 */
const CHECK_MS = 20_000;
/** Bytes a reader may leave unread before its stream is ended (it reconnects and reloads what it shows). */
const MAX_BACKLOG = 1 << 20;

/**
 * 实时列表 (docs/decisions.md「实时列表」): `GET /live/changes` is a server-sent event stream of the
 * record changes of the caller's tenant and project (every server process's, through the change bus,
 * db/record-events.ts), each sent only when the caller holds 列表 of its resource, and naming the
 * records only when the caller's data scope reaches every record of it; no field value is sent.
 */
export async function liveRoutes(app: FastifyInstance) {
  /** Ends every open stream at a shutdown: it drains requests, and a stream never ends by itself. */
  const open = new Set<(closing?: boolean) => void>();
  /**
   * What the last check of a session said, by session and project, for CHECK_MS: the tabs of one person
   * (and a thousand people's streams) ask the database once per session each interval, not once each.
   */
  const checked = new Map<string, { at: number; answer: ReturnType<typeof app.services.sessions.stillServes> }>();
  const stillServes = (auth: AuthContext, projectId: string) => {
    const key = `${auth.sessionId}|${projectId}`;
    const now = Date.now();
    for (const [k, c] of checked) if (now - c.at >= CHECK_MS) checked.delete(k);
    let c = checked.get(key);
    if (!c) checked.set(key, (c = { at: now, answer: app.services.sessions.stillServes(auth, projectId) }));
    return c.answer;
  };
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end(true);
    done();
  });

  app.get(
    '/live/changes',
    {
      // Checking the session does not slide it: a stream reconnecting by itself keeps nobody signed in.
      config: { passive: true },
      schema: {
        summary: '实时变更：本项目中记录的新增、修改与删除（SSE 事件流）',
        tags: ['实时变更'],
        description:
          '`text/event-stream`。事件 `ready`：已连接；`change`：{ resource, kind: change|delete, ids }，仅含调用者有列表权限的资源，' +
          '数据范围不及全部记录时 ids 为 null；`resync`：可能漏掉了变更，请重新读取。每 20 秒一条注释行保活。',
        response: {
          200: { description: '事件流（不是信封）', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        },
      },
    },
    async (req, reply) => {
      let auth: AuthContext = requireAuth(req);
      const { tenantId, projectId } = requireScope(req);
      // This tab's own writes are not told back to it (it shows them already); its other tabs hear them.
      const tab = auth.actor.tab;
      reply.hijack();
      const res = reply.raw;
      // Gone while its session was being checked: its 'close' has passed, nobody would end the stream.
      if (res.destroyed || req.raw.socket.destroyed) return;
      // A stream is quiet between changes: no idle timeout (its comments every CHECK_MS keep proxies awake).
      req.raw.socket.setTimeout(0);
      req.raw.socket.setNoDelay(true);
      // The headers the hooks set (security, request id, no-store) and the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and its kin would hold the events back in their buffers.
        'x-accel-buffering': 'no',
      });

      let ended = false;
      const write = (text: string) => {
        if (ended) return;
        // A reader this far behind is not reading: the connection goes (a stream kept would hold the buffer).
        if (res.writableLength > MAX_BACKLOG) return end(true);
        res.write(text);
      };
      const send = (event: string, data: object) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

      /** What this reader may hear of a change: nothing, or the change without what their scope does not reach. */
      const tell = async (change: RecordChange | null) => {
        if (!change) return send(LIVE_EVENTS.resync, {});
        if (change.tenantId !== tenantId || change.projectId !== projectId) return;
        if (tab && change.origin === tab) return;
        const access = await accessIfHeld({ auth, server: app }, change.resource, 'list');
        if (!access) return;
        const told: LiveChange = { resource: change.resource, kind: change.kind, ids: access.owners === null ? change.ids : null };
        send(LIVE_EVENTS.change, told);
      };
      // One at a time, in the order they came: a change is never told after a later one.
      let queue = Promise.resolve();
      const then = (work: () => Promise<void>) => {
        queue = queue.then(work).catch((err: Error) => {
          req.log.warn({ err }, '实时变更流出错，已断开');
          end();
        });
      };
      const stopListening = app.db.records.listen((change) => then(() => tell(change)));
      const timer = setInterval(
        () =>
          then(async () => {
            const fresh = await stillServes(auth, projectId);
            if (!fresh) return end();
            auth = { ...auth, ...fresh }; // roles given or taken since: the next change is told by them
            write(': ping\n\n');
          }),
        CHECK_MS,
      );
      /** `drop`: the connection goes too (a shutdown: the browser reconnects to another process; a reader not reading). */
      function end(drop = false) {
        if (ended) return;
        ended = true;
        stopListening();
        clearInterval(timer);
        open.delete(end);
        if (drop) res.destroy();
        else res.end();
      }
      res.on('close', end);
      open.add(end);
      send(LIVE_EVENTS.ready, {});
    },
  );
}
