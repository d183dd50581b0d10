import type { FastifyError, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { AppError } from '../../core/errors';
import { shownLabel } from '../../messages/shown-labels';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { requireAuth, requireScope } from '../../http/auth-hook';
import type { Access } from '../../http/permission-guard';
import { describeValidationError, issueField, type ValidationIssue } from '../../http/validation-messages';
import { fieldColumn } from '../columns';
import type { ResourceService } from '../resource-service';
import { bodySchemaOf } from '../stable-bodies';
import { validateFor } from '../validate-body';
import type { ReadRow, RowProblem } from './import-rows';

/** `all`: one bad row writes nothing; `valid`: the good rows are written, the bad ones reported. */
export type ImportMode = 'all' | 'valid';

/** What an import did, its rows' problems still to be said (import-run.ts says them). */
export interface ImportResult {
  created: number;
  updated: number;
  failed: RowProblem[];
}

/** Rows written between two progress reports (a job's row in export_jobs). */
const PROGRESS_EVERY = 200;
/** Keys looked up in one list call. */
const KEYS_PER_READ = 500;

/** Thrown to roll an `all` import back once every row was tried: its problems are the answer. */
class RolledBack extends Error {}

/** Why a row was refused, as the API would say it: the body check's message, or the service's (said later). */
function problemOf(err: unknown, row: number, service: ResourceService): RowProblem {
  const issues = (err as FastifyError).validation as ValidationIssue[] | undefined;
  if (issues) {
    const name = issues[0] ? issueField(issues[0]) : undefined;
    const label = service.schema.fields.find((f) => f.name === name)?.label ?? '';
    return { row, field: label, message: () => describeValidationError(issues, 'body') };
  }
  if (err instanceof AppError) {
    // The field a refusal names (`data.field`, as a form shows it under the field), else the first label its message says.
    const field = (err.data as { field?: unknown } | null)?.field;
    const named = service.schema.fields.find((f) => (field ? f.name === field : err.message.includes(f.label)));
    return { row, field: named?.label ?? '', message: err.say };
  }
  throw err;
}

/**
 * The records the rows' natural keys (schema `importKey`) already name in the caller's reach, and
 * the rows repeating a key an earlier row of the file gave (each reported: the second would update
 * what the first wrote).
 */
async function existingByKey(req: FastifyRequest, service: ResourceService, access: Access, rows: ReadRow[], problems: RowProblem[]) {
  const keyName = service.schema.importKey;
  const key = service.schema.fields.find((f) => f.name === keyName);
  const ids = new Map<string, string>();
  if (!key) return { rows, ids };
  const first = new Map<string, number>();
  const kept = rows.filter((r) => {
    const value = r.body[key.name];
    if (value === undefined || value === null) return true;
    const seen = first.get(String(value));
    if (seen === undefined) return (first.set(String(value), r.row), true);
    problems.push({
      row: r.row,
      field: key.label,
      message: () => ts('duplicateKey', { label: shownLabel(key.label), value: String(value), row: seen }),
    });
    return false;
  });
  const values = [...first.keys()];
  const column = fieldColumn(key);
  for (let i = 0; i < values.length; i += KEYS_PER_READ) {
    const chunk = values.slice(i, i + KEYS_PER_READ);
    const { rows: found } = await service.list(
      requireScope(req),
      { pageNo: 1, pageSize: chunk.length, conditions: [] },
      access,
      (eb) => eb(column, 'in', chunk),
      chunk.length,
    );
    for (const r of found) ids.set(String(r[key.name]), r._id);
  }
  return { rows: kept, ids };
}

/**
 * Writes the rows through the resource's own add and update (the body schema, then the hooks,
 * references, record rules and unique indexes), each on the audit trail as 导入. `all`: one
 * transaction, each row in a savepoint so every bad row is found and reported, then rolled back
 * whole when any was bad. `valid`: each row its own transaction, so the good ones stay.
 */
export async function writeRows(
  req: FastifyRequest,
  service: ResourceService,
  access: Access,
  read: ReadRow[],
  mode: ImportMode,
  problems: RowProblem[],
  progress?: (done: number) => Promise<void>,
): Promise<ImportResult> {
  const scope = requireScope(req);
  const { rows, ids } = await existingByKey(req, service, access, read, problems);
  const keyName = service.schema.importKey;
  let created = 0;
  let updated = 0;

  const one = async (r: ReadRow, trx?: Kysely<Database>) => {
    const id = keyName ? ids.get(String(r.body[keyName])) : undefined;
    const opts = { trx, auth: requireAuth(req), access, auditAction: 'import' as const };
    if (id) {
      const body = { ...r.body, _id: id };
      validateFor(req, bodySchemaOf(service, 'update'), body);
      await service.update(scope, body, opts);
      return 'updated';
    }
    const body = { ...r.body };
    validateFor(req, bodySchemaOf(service, 'add'), body);
    await service.add(scope, body, opts);
    return 'created';
  };
  const count = (how: string) => (how === 'updated' ? updated++ : created++);
  const tell = async (i: number) => {
    if (progress && (i + 1) % PROGRESS_EVERY === 0) await progress(i + 1);
  };

  if (mode === 'valid') {
    for (const [i, r] of rows.entries()) {
      try {
        count(await one(r));
      } catch (err) {
        problems.push(problemOf(err, r.row, service));
      }
      await tell(i);
    }
  } else {
    try {
      await service.db.transaction(async (trx) => {
        for (const [i, r] of rows.entries()) {
          await sql`savepoint import_row`.execute(trx);
          try {
            count(await one(r, trx));
          } catch (err) {
            // Back to before the row: PostgreSQL takes no more statements in a transaction a statement failed in.
            await sql`rollback to savepoint import_row`.execute(trx);
            problems.push(problemOf(err, r.row, service));
          }
          await sql`release savepoint import_row`.execute(trx);
          // Not awaited: on SQLite the job's row is written on the one connection this transaction
          // holds, so the report waits for the commit (PostgreSQL shows it at once).
          void tell(i).catch(() => undefined);
        }
        if (problems.length) throw new RolledBack();
      });
    } catch (err) {
      if (!(err instanceof RolledBack)) throw err;
      created = updated = 0;
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return { created, updated, failed: problems };
}
