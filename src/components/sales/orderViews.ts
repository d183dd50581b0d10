/**
 * The view (route and permission resource) of a document of each type: a formal order is an
 * `order`, a quotation a `customer_quotation` or a `customer_potential_quotation`. Links and rights
 * (打印 is granted per view) follow it.
 */
export const VIEW_OF_TYPE: Readonly<Record<number, string>> = { 0: 'order', 1: 'customer_quotation', 2: 'customer_potential_quotation' };

/** The view of a document type; an unknown type is read as a formal order. */
export const viewOfType = (type: number | undefined): string => (type === undefined ? 'order' : (VIEW_OF_TYPE[type] ?? 'order'));

/**
 * The print page of a document, its view in the path: a document that cannot be read (deleted,
 * another project's) still knows the list it belongs to (返回列表), which its id alone does not say.
 */
export const printPath = (doc: { _id: string; type?: number }): string => `/app/print/${viewOfType(doc.type)}/${doc._id}`;

/** The view a print path names; none (a link from before the view was in it) or an unknown one reads as a formal order. */
export const printedView = (view: string | undefined): string => Object.values(VIEW_OF_TYPE).find((v) => v === view) ?? 'order';

/**
 * The list a print page belongs to (`/app/print/<view>/<id>`, or `/app/print/<id>` of before: the
 * orders'), else undefined. A printed document is a record of one project, like a show page.
 */
export function printedListPath(pathname: string): string | undefined {
  const match = /^\/app\/print\/(?:([^/]+)\/)?[^/]+\/?$/.exec(pathname);
  return match ? `/app/${printedView(match[1])}` : undefined;
}
