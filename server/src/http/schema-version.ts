import type { FastifyInstance } from 'fastify';
import { SCHEMA_VERSION_HEADER } from '../../../src/domain/envelope';

/**
 * Every signed-in reply carries the caller's tenant's schema fingerprint (src/domain/envelope.ts),
 * so a browser left open learns of a publish with its next call, in any process (each reads the
 * designs anew once the change bus says they changed). The tenant's resources are cached per
 * process: this costs a map lookup.
 */
export function registerSchemaVersionHeader(api: FastifyInstance) {
  api.addHook('onSend', async (req, reply) => {
    if (!req.auth || reply.statusCode === 401 || reply.hasHeader(SCHEMA_VERSION_HEADER)) return;
    try {
      reply.header(SCHEMA_VERSION_HEADER, (await api.services.tenantResources.of(req.auth.tenantId)).fingerprint);
    } catch {
      // The database is away (the reply is most likely its 503): the next reply tells.
    }
  });
}
