/**
 * Converting a lead into a customer (转为客户, 生成订单 of a lead's quotation) when customers of its
 * name exist: the server links the one of the same contact, and for a name-only match answers 409
 * with code CUSTOMER_NAME_TAKEN and these candidates; the client asks and sends the choice back.
 */

import type { RegionValue } from './regions';

/** What the caller chose: link this customer, or make a new one. */
export interface ConversionChoice {
  customerId?: string;
  createNew?: boolean;
}

/**
 * A customer of the lead's name, as the choice dialog shows it; a field the caller's role hides
 * (docs/permissions.md) is absent.
 */
export interface CustomerCandidate {
  _id: string;
  name: string;
  contactName?: string | null;
  contactValue?: string | null;
  region?: RegionValue | null;
  createdAt: string;
}

/** `data` of the CUSTOMER_NAME_TAKEN refusal. */
export interface NameTakenData {
  candidates: CustomerCandidate[];
}
