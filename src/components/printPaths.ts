import { ORDER_VIEWS, viewOfType } from '../schemas/orderViews';

/**
 * The print page of a document, its view in the path: a document that cannot be read (deleted,
 * another project's) still knows the list it belongs to (返回列表), which its id alone does not say.
 */
export const printPath = (doc: { _id: string; type?: number }): string => `/app/print/${viewOfType(doc.type)}/${doc._id}`;

/** The view a print path names; none (a link from before the view was in it) or an unknown one reads as a formal order. */
export const printedView = (view: string | undefined): string => ORDER_VIEWS.find((v) => v === view) ?? viewOfType(undefined);

/**
 * The list a print page belongs to (`/app/print/<view>/<id>`, or `/app/print/<id>` of before: the
 * orders'), else undefined. A printed document is a record of one project, like a show page.
 */
export function printedListPath(pathname: string): string | undefined {
  const match = /^\/app\/print\/(?:([^/]+)\/)?[^/]+\/?$/.exec(pathname);
  return match ? `/app/${printedView(match[1])}` : undefined;
}
