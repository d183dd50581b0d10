import type { FastifyRequest } from 'fastify';
import type { JsonSchema } from './request-schemas';

/**
 * Checks a body against a schema the route could not declare up front (a family member's, once the
 * member is known; a run-time resource's; a tenant's custom fields), with the route's validator:
 * a refusal reads as any other 400, in Chinese naming the field.
 */
export function validateFor(req: FastifyRequest, schema: JsonSchema, body: unknown) {
  const validate = req.compileValidationSchema(schema, 'body');
  if (validate(body)) return;
  throw Object.assign(new Error('请求参数错误'), { validation: validate.errors ?? [], validationContext: 'body', statusCode: 400 });
}
