import { customerPotentialQuotationSchema } from './customerPotentialQuotation';
import { customerQuotationSchema } from './customerQuotation';
import { orderSchema } from './order';

/**
 * The three views of the one order entity (orderFields.ts), as their schemas declare them: each
 * schema's `fixed.type` is the document type it serves. Links, rights (打印 is granted per view) and
 * the server's choice of family member all follow this one derivation.
 */
const ORDER_VIEW_SCHEMAS = [orderSchema, customerQuotationSchema, customerPotentialQuotationSchema] as const;

/** The view (route and permission resource) of each document type: 0 `order`, 1 `customer_quotation`, 2 `customer_potential_quotation`. */
export const VIEW_OF_TYPE: Readonly<Record<number, string>> = Object.fromEntries(
  ORDER_VIEW_SCHEMAS.map((schema) => [Number(schema.fixed?.type), schema.name]),
);

/** The names of the three views. */
export const ORDER_VIEWS: readonly string[] = ORDER_VIEW_SCHEMAS.map((schema) => schema.name);

/** The view of a document type; an unknown type is read as a formal order. */
export const viewOfType = (type: number | undefined): string =>
  type === undefined ? orderSchema.name : (VIEW_OF_TYPE[type] ?? orderSchema.name);
