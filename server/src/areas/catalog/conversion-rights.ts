import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/auth-hook';
import { accessIfHeld, holds, type Access } from '../../http/permission-guard';

/**
 * What a conversion (转为客户) may do with 客户 for the caller (docs/permissions.md "转为客户"): the
 * lead is the caller's to convert, but the customers it meets are seen and written as the caller
 * may see and write 客户, never as the server may.
 */
export interface ConversionRights {
  /**
   * The caller's access to 客户 when they may edit it, else null: linking a lead to a customer writes
   * to that customer, within this access's scope (`own`: theirs only) and field rules.
   */
  link: Access | null;
  /** Whether customers of the lead's name are looked for at all: offering them is a list (`list`), choosing one an edit. */
  offer: boolean;
  /** The caller as the adder of a new customer: its 负责人 follows 转移 on 客户 (owner-transfer.ts). */
  adder: Access;
}

/** The caller's rights on 客户 for a conversion, read once per request. */
export async function conversionRights(req: FastifyRequest): Promise<ConversionRights> {
  const [list, link] = await Promise.all([accessIfHeld(req, 'customer', 'list'), accessIfHeld(req, 'customer', 'edit')]);
  // Holding neither, the caller is still the adder: without 转移 on 客户 the new customer is theirs alone.
  const adder = link ??
    list ?? {
      resource: 'customer',
      userId: requireAuth(req).userId,
      owners: null,
      fields: {},
      transfer: await holds(req, 'customer', 'transfer'),
    };
  return { link, offer: !!list && !!link, adder };
}
