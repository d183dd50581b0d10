/**
 * The tenant and project every business row belongs to and every business query is filtered on.
 * It comes from the verified session and the `projectid` header (checked against the user's
 * projects by the HTTP guard), never from a request body. The database side of it, the conditions
 * and columns a query adds, is db/scope.ts.
 */
export interface Scope {
  tenantId: string;
  projectId: string;
}
