/**
 * The view (route and permission resource) of a document of each type: a formal order is an
 * `order`, a quotation a `customer_quotation` or a `customer_potential_quotation`. Links and rights
 * (打印 is granted per view) follow it.
 */
export const VIEW_OF_TYPE: Readonly<Record<number, string>> = { 0: 'order', 1: 'customer_quotation', 2: 'customer_potential_quotation' };

/** The view of a document type; an unknown type is read as a formal order. */
export const viewOfType = (type: number | undefined): string => (type === undefined ? 'order' : (VIEW_OF_TYPE[type] ?? 'order'));
