import type { FastifyInstance } from 'fastify';
import { SCHEMA_VERSION_HEADER } from '../../../src/domain/envelope';

/**
 * Every signed-in reply carries the caller's tenant's schema fingerprint (src/domain/envelope.ts),
 * so a browser left open learns of a publish with its next call, in any process (each reads the
 * designs anew once the change bus says they changed). The tenant's resources are cached per
 * process: this costs a map lookup, made without a promise when they are held (almost every reply).
 */
export function registerSchemaVersionHeader(api: FastifyInstance) {
  const tenants = api.services.tenantResources;
  api.addHook('onSend', (req, reply, payload, done) => {
    if (!req.auth || reply.statusCode === 401 || reply.hasHeader(SCHEMA_VERSION_HEADER)) return done(null, payload);
    const held = tenants.held(req.auth.tenantId);
    if (held) {
      reply.header(SCHEMA_VERSION_HEADER, held.fingerprint);
      return done(null, payload);
    }
    tenants.of(req.auth.tenantId).then(
      (mine) => {
        reply.header(SCHEMA_VERSION_HEADER, mine.fingerprint);
        done(null, payload);
      },
      // The database is away (the reply is most likely its 503): the next reply tells.
      () => done(null, payload),
    );
  });
}
