import type { FieldSchema } from '../../../../src/schemas/types';
import { specOf } from '../../../../src/schemas/fieldTypes';
import type { CellConversions } from '../../../../src/schemas/fieldTypes/spec';
import type { Access } from '../../http/permission-guard';
import type { Scope } from '../../core/scope';
import type { ExternalTarget } from '../references';
import { fieldRules } from '../field-rules';
import { writableFields } from '../request-schemas';
import type { ResourceService } from '../resource-service';
import { tenantServiceOf } from '../tenant-service';

/** What finds a tenant's services by name (app.services). */
export type Services = Parameters<typeof tenantServiceOf>[0];

/** One column of an import: the field, its header in the template, and how its cells are read. */
export interface ImportColumn {
  field: FieldSchema;
  /** The label, with `*` before it when the field is required (the template's header). */
  header: string;
  required: boolean;
  fromCell: NonNullable<CellConversions['fromCell']>;
}

/**
 * The target outside the schemas (the staff) a reference column names, when it looks titles up
 * (`idsByTitle`); undefined for a schema resource's, or one that cannot.
 */
export function titledExternal(service: ResourceService, field: FieldSchema): ExternalTarget | undefined {
  const target = field.reference ? service.references(field.reference.resource) : undefined;
  return target && 'existing' in target && target.idsByTitle ? target : undefined;
}

/** A header as a person may have typed it: the `*` of a required column and spaces do not count. */
export const headerKey = (header: string): string => header.replace(/^[*＊\s]+/, '').trim();

/**
 * The columns an import takes: the fields the caller may write on add (the add body's, less what
 * the field rules hide or make read-only to them), of types read back from a cell (spec `fromCell`),
 * and references to schema resources of the tenant (titles are looked up through their lists) or to
 * targets that look titles up themselves (the staff, by name: `titledExternal`).
 */
export async function importColumns(service: ResourceService, access: Access, scope: Scope, services: Services): Promise<ImportColumn[]> {
  const rules = fieldRules(service.schema, access);
  const out: ImportColumn[] = [];
  for (const field of writableFields(service.schema)) {
    const fromCell = specOf(field).cell.fromCell;
    if (!fromCell || specOf(field).serverSet || rules.locks(field.name) || field.virtual) continue;
    if (
      specOf(field).refersTo &&
      !(field.reference && (await tenantServiceOf(services, scope.tenantId, field.reference.resource))) &&
      !titledExternal(service, field)
    )
      continue;
    const required = !!field.required && field.default === undefined;
    out.push({ field, header: `${required ? '*' : ''}${field.label}`, required, fromCell });
  }
  return out;
}
