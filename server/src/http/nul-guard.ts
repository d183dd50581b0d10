import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../core/errors';
import { validationMessages as say } from '../../../src/domain/validationMessages';
import { titleAt } from './validator';
import { shownLabel } from '../messages/shown-labels';
import { t } from '../messages/zh-CN/serverHttp';

/** Where the first text holding U+0000 sits in `value`, as a JSON pointer ('' for the value itself). */
function nulAt(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulAt(v, `${path}/${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses text holding the NUL character (U+0000) in a body or query, naming the field: PostgreSQL
 * cannot store it in text (SQLSTATE 22021), so it answered 500 even on the public login. Runs before
 * the schema checks, on every route.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  // Without a promise when there is no NUL (every request but a hostile one): this runs on every call.
  app.addHook('preValidation', (req, _reply, done) => {
    for (const [part, value] of [
      ['body', req.body],
      ['querystring', req.query],
    ] as const) {
      const at = nulAt(value);
      if (at === undefined) continue;
      refusal(req, part, at).then(done, done);
      return;
    }
    done();
  });
}

/** The 400 naming the field whose text holds a NUL, by the title its schema gives it. */
async function refusal(req: FastifyRequest, part: 'body' | 'querystring', at: string): Promise<Error> {
  const perRequest = part === 'body' ? await req.routeOptions.config?.bodySchemaOf?.(req) : undefined;
  const schema = perRequest ?? (req.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
  const field = at.split('/').filter(Boolean)[0];
  const title = titleAt(schema, at) ?? field;
  const label = () => (title === undefined ? t(part === 'body' ? 'partBody' : 'partQuery') : shownLabel(title));
  return badRequest(() => say.invalidCharacter(label()), field ? { field } : null);
}
