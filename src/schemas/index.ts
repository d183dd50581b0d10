import type { ResourceSchema } from './types';
import { customerSchema } from './customer';
import { customerPotentialSchema } from './customerPotential';
import { customerTagsSchema } from './customerTags';
import { customerCategoriesSchema } from './customerCategories';
import { productSchema } from './product';
import { productCategoriesSchema } from './productCategories';
import { supplierSchema } from './supplier';
import { orderSchema } from './order';
import { paymentSchema } from './payment';
import { customerQuotationSchema } from './customerQuotation';
import { customerPotentialQuotationSchema } from './customerPotentialQuotation';
import { taxesSchema } from './taxes';
import { paymodeSchema } from './paymode';

/**
 * Every built-in resource schema, in menu order. Adding a resource: one schema file in this folder
 * and one line here (plus a migration for its table on the server). Read by the client and the server.
 */
export const resourceSchemas: ResourceSchema[] = [
  orderSchema,
  paymentSchema,
  customerSchema,
  customerQuotationSchema,
  customerPotentialSchema,
  customerPotentialQuotationSchema,
  customerTagsSchema,
  customerCategoriesSchema,
  productSchema,
  productCategoriesSchema,
  supplierSchema,
  taxesSchema,
  paymodeSchema,
];
