import type { Scope } from '../../core/scope';
import type { Actor } from '../../core/actor';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { TenantVariants } from '../catalog/custom-values';
import type { ConversionChoice } from '../catalog/customer-match';
import type { ConversionRights } from '../catalog/conversion-rights';
import type { CustomerCounts } from '../../../../src/domain/sales/dto';

type Trx = Kysely<Database>;

interface ProductInfo {
  name: string;
  /** Cents. */
  price: number;
}

interface CustomerInfo {
  name: string;
}

/**
 * What the sales area reads from the catalogue and customer areas (owned by the schema-engine
 * resources): product names and prices copied onto lines, customer names copied onto orders.
 */
export interface CatalogLookup {
  products(trx: Trx, scope: Scope, ids: string[]): Promise<Map<string, ProductInfo>>;
  /** A customer (type 0/1 orders) or a potential customer (type 2), null when absent or deleted. */
  customer(trx: Trx, scope: Scope, potential: boolean, id: string): Promise<CustomerInfo | null>;
  /**
   * Turns a potential customer into a customer (or finds the customer it already became) inside
   * the caller's transaction; the formal order generated from their quotation references it.
   * `variants`: the tenant's resources with its custom fields, whose values the customer takes;
   * `choice`: which customer of the same name it becomes, or a new one (customer-match.ts);
   * `rights`: the caller's on 客户, within which customers are offered, linked and owned (conversion-rights.ts).
   */
  convertPotential(
    trx: Trx,
    scope: Scope,
    potentialId: string,
    /** Who the conversion's entries on the audit trail name: the request generating the order (or 系统, the seed). */
    actor: Actor,
    variants?: TenantVariants,
    choice?: ConversionChoice,
    rights?: ConversionRights,
  ): Promise<{ id: string; name: string }>;
  /** The customer figures of the dashboard (docs/requirements.md §3) for one project. */
  customerCounts(trx: Trx, scope: Scope): Promise<CustomerCounts>;
}
