import type { FastifyRequest } from 'fastify';
import type { FieldSchema } from '../../../../src/schemas/types';
import { unimportableRequired } from '../../../../src/schemas/importable';
import { badRequest } from '../../core/errors';
import { requireScope } from '../../http/auth-hook';
import { requirePermission, type Access } from '../../http/permission-guard';
import type { ResourceService } from '../resource-service';
import { accessToAll, isAlone, type ServedUnit } from '../served-unit';
import { decodeList, listMember } from '../list-request';
import { tenantServiceOf } from '../tenant-service';
import { importColumns, titledExternal, type ImportColumn } from './import-columns';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

/** What one import (or its template) writes, decided from the request before any row is read. */
export interface ImportPlan {
  /** The service the rows are added to or updated through. */
  service: ResourceService;
  /** The caller's `import` right on it: data scope (own: the rows are theirs) and field rules. */
  access: Access;
  columns: ImportColumn[];
  /** The list's label: the sheet's and the file's name. */
  label: string;
  /** The label of the resource a reference column names (客户), in the language being said: its problems and its rule say it. */
  targetLabel(field: FieldSchema): string;
}

/**
 * An import of a unit: a resource on its own, or a family's member its list names by the query (its
 * discriminators, as a member's list and export send them), else the family's default member (an
 * add naming none goes there too); a family with neither has no one list to import into. The `import` right on it is
 * needed (403 没有导入…的权限) before anything else.
 */
export async function planImport(req: FastifyRequest, unit: ServedUnit): Promise<ImportPlan> {
  const service = isAlone(unit) ? unit.service : (listMember(unit.family, decodeList(req.query)) ?? unit.family.fallback);
  if (!service) {
    // The right first (403 rather than a 400 about the query), as the family's other calls do.
    await accessToAll(req, unit.family.members, 'import');
    const label = unit.family.schema.label;
    throw badRequest(() => ts('wholeFamilyImport', { label: shownLabel(label) }));
  }
  const access = await requirePermission(req, service.schema.name, 'import');
  const unfilled = unimportableRequired(service.schema);
  if (unfilled) {
    const label = service.schema.label;
    throw badRequest(() => ts('requiredNotImportable', { label: shownLabel(label), field: shownLabel(unfilled.label) }));
  }
  const scope = requireScope(req);
  const services = req.server.services;
  const columns = await importColumns(service, access, scope, services);
  if (!columns.length) throw badRequest(() => ts('noImportColumns'));
  const labels = new Map<string, string | undefined>();
  for (const c of columns)
    if (c.field.reference && !labels.has(c.field.reference.resource))
      labels.set(
        c.field.reference.resource,
        (await tenantServiceOf(services, scope.tenantId, c.field.reference.resource))?.schema.label ??
          titledExternal(service, c.field)?.label,
      );
  return {
    service,
    access,
    columns,
    label: unit.family.schema.label,
    targetLabel: (field) => {
      const label = labels.get(field.reference?.resource ?? '');
      return label ? shownLabel(label) : ts('aRecord');
    },
  };
}
