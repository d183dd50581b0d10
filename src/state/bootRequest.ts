import { http, type HttpResponse } from '../http/httpClient';
import { readStored } from '../storage/clientStorage';
import type { Envelope } from '../domain/envelope';

type BootResponse = HttpResponse<Envelope<unknown>>;

/** The shell's boot call (`GET /setting/boot`), in flight, for the session whose token sent it. */
let pending: { token: string | undefined; reply: Promise<BootResponse> } | undefined;

/** Sends the boot call. The stored project may belong to an older session: a wish, not a header (the server checks it). */
const send = () => http.get<Envelope<unknown>>('/setting/boot', { params: { project: readStored('currentProject') }, skipProject: true });

/**
 * Sends the shell's boot call now. Called at login, as soon as the token is stored (docs/requirements.md §10.5): the
 * call then travels while the app mounts instead of after it.
 */
export function startBootRequest(): void {
  const reply = send();
  // Nobody may take it (the user leaves for another screen): its failure is reported by the HTTP client, not thrown here.
  reply.catch(() => undefined);
  pending = { token: readStored('authToken'), reply };
}

/**
 * The boot call's reply: the one sent at login when it is this session's and not yet taken (taken
 * once: the shell's next start, a project switch or a reload, reads afresh), else a new call.
 */
export function bootReply<T>(): Promise<HttpResponse<Envelope<T>>> {
  const started = pending;
  pending = undefined;
  const reply = started && started.token === readStored('authToken') ? started.reply : send();
  return reply as Promise<HttpResponse<Envelope<T>>>;
}
