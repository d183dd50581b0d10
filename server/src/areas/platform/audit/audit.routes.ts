import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../../../http/auth-hook';
import { accessIfHeld, requirePermission } from '../../../http/permission-guard';
import { ListOf, Open, replies } from '../../../http/reply-schemas';
import { notFound } from '../../../core/errors';
import { addDays, assertDay, businessToday, dayStartInstant } from '../../../core/business-days';
import { tenantServiceOf } from '../../../schema-engine/tenant-service';
import { fieldRules } from '../../../schema-engine/field-rules';
import type { ResourceService } from '../../../schema-engine/resource-service';
import { CONFIG_RESOURCES, type AuditChange, type AuditRow } from '../../../../../src/domain/audit/auditEntry';
import type { AuditQuery, StoredAuditRow } from './audit.service';
import type { AuditKind } from '../../../db/tables/audit';
import { recordAudit } from '../../../db/audit/audit-trail';
import { attachmentDisposition } from '../../../http/content-disposition';
import { AUDIT_EXPORT_PAGE, auditWorkbook } from './audit-export';
import { XLSX_TYPE } from '../../../schema-engine/export/export.routes';
import { t as ts } from '../../../messages/zh-CN/serverSettings';
import { shownLabel } from '../../../messages/shown-labels';

const Day = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Id = (title: string) => Type.String({ title, minLength: 1, maxLength: 64 });
const Query = Type.Object({
  pageNo: Type.Integer({ title: ts('fieldPageNo'), minimum: 1, default: 1 }),
  pageSize: Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 100, default: 20 }),
  resource: Type.Optional(Type.String({ title: ts('fieldResource'), minLength: 1, maxLength: 64 })),
  recordId: Type.Optional(Id(ts('fieldRecord'))),
  userId: Type.Optional(Id(ts('fieldPerson'))),
  action: Type.Optional(Type.String({ title: ts('fieldAction'), minLength: 1, maxLength: 32 })),
  from: Type.Optional(Day(ts('fieldStartDate'))),
  to: Type.Optional(Day(ts('fieldEndDate'))),
  _t: Type.Optional(Type.String()),
});
type Query = Static<typeof Query>;

const Change = Open({
  field: Type.String(),
  label: Type.String(),
  from: Type.Unknown(),
  to: Type.Unknown(),
  masked: Type.Optional(Type.Boolean()),
});
const Row = Open(
  {
    _id: Type.String(),
    at: Type.String(),
    userId: Type.Union([Type.String(), Type.Null()]),
    userName: Type.String(),
    ip: Type.String(),
    resource: Type.String(),
    recordId: Type.Union([Type.String(), Type.Null()]),
    recordLabel: Type.String(),
    action: Type.String({ description: '操作代码（create、update、delete、login…），actionLabel 为中文' }),
    changes: Type.Array(Change),
  },
  '审计记录',
);
const tags = ['审计日志'];
/** The trail's own pages: an export of them is an entry of the trail, told in full. */
const TRAIL_PAGES = new Set(['auditLog', 'loginLog']);

/** The query's days as moments of the company's time zone: `to` is the last day included. */
function period(q: Query): Pick<AuditQuery, 'from' | 'to'> {
  return {
    ...(q.from ? { from: dayStartInstant(assertDay(q.from, () => ts('fieldStartDate'))) } : {}),
    ...(q.to
      ? {
          to: dayStartInstant(
            addDays(
              assertDay(q.to, () => ts('fieldEndDate')),
              1,
            ),
          ),
        }
      : {}),
  };
}

/**
 * 操作日志, 变更记录 and 登录日志 (docs/audit-trail.md). The trail is read, never written, here.
 * - `/setting/audit/list`: changes of the caller's tenant, of the current project and of no project
 *   (configuration). With `resource` and `recordId` of a schema resource it is that record's 变更记录,
 *   open to whoever may read the record (`show`, and under `own` scope only their own records); any
 *   other read needs 操作日志 (`auditLog`).
 * - `/setting/audit/logins`: sign-ins of the tenant (登录日志, `loginLog`); the platform's super-admin
 *   also sees those no tenant is known for.
 * Each change of a field the reader may not see is masked (no values), whoever reads.
 */
export async function auditRoutes(app: FastifyInstance) {
  const svc = app.services.audit;

  /**
   * What the reader may see of each resource's entries, found once per request: configuration (and the
   * trail's own exports) in full; a schema resource's changes through the reader's field rules, its
   * record titles only where they may read the title — and nothing of either without a read right on
   * it, under `own` scope (the entries of others' records are not told apart here), or for a name the
   * tenant no longer serves. `readable`: the resource of a record already checked to be the reader's.
   */
  function masking(req: FastifyRequest, readable?: string) {
    const tenantId = requireAuth(req).tenantId;
    type Mask = (row: Omit<AuditRow, 'resourceLabel'>) => Omit<AuditRow, 'resourceLabel'>;
    const known = new Map<string, Promise<Mask>>();
    const hide = (c: AuditChange): AuditChange => ({ ...c, from: null, to: null, fromText: '', toText: '', masked: true });
    const blind: Mask = (row) => ({ ...row, recordLabel: '', changes: row.changes.map(hide) });
    const ruleOf = async (resource: string): Promise<Mask> => {
      if (Object.hasOwn(CONFIG_RESOURCES, resource) || TRAIL_PAGES.has(resource)) return (row) => row;
      const service = await tenantServiceOf(app.services, tenantId, resource);
      if (!service) return blind;
      const access = await accessIfHeld(req, resource, 'show');
      // `readable`: one record's history, checked to be the reader's to read (own scope included).
      if (!access || (access.owners && readable !== resource)) return blind;
      const rules = fieldRules(service.schema, access);
      const change = (c: AuditChange): AuditChange => {
        const seen = (v: unknown) => rules.strip({ _id: '', [c.field]: v })[c.field];
        if (!(c.field in rules.strip({ _id: '', [c.field]: c.to ?? c.from }))) return hide(c);
        return { ...c, from: seen(c.from), to: seen(c.to) };
      };
      const titled = !rules.hides(service.schema.titleField);
      return (row) => ({ ...row, recordLabel: titled ? row.recordLabel : '', changes: row.changes.map(change) });
    };
    return async (rows: StoredAuditRow[]): Promise<AuditRow[]> => {
      const labels = await resourceLabels(tenantId);
      return Promise.all(
        rows.map(async ({ seq: _seq, projectId: _p, ...r }) => {
          let rule = known.get(r.resource);
          if (!rule) known.set(r.resource, (rule = ruleOf(r.resource)));
          return { ...(await rule)(r), resourceLabel: labels(r.resource) };
        }),
      );
    };
  }

  /** Labels of the tenant's resources and of the configuration the trail names. */
  async function resourceLabels(tenantId: string) {
    const mine = await app.services.tenantResources.of(tenantId);
    return (name: string) =>
      (CONFIG_RESOURCES as Record<string, string>)[name] ??
      mine.catalogue.find((r) => r.name === name)?.label ??
      (app.services.resources.has(name) ? app.services.resources.get(name).schema.label : name);
  }

  /** A record's 变更记录: the caller may read the record (show; `own`: only theirs). */
  async function mayReadRecord(req: FastifyRequest, service: ResourceService, recordId: string) {
    const access = await requirePermission(req, service.schema.name, 'show');
    const label = service.schema.label;
    if (access.owners && !(await service.find(requireScope(req), recordId, undefined, access)))
      throw notFound(() => ts('recordGone', { label: shownLabel(label) }));
  }

  /** What `kind` reads for the caller: the chains, the project, and the right it needs (操作日志 or 登录日志). */
  function reading(req: FastifyRequest, kind: AuditKind) {
    const auth = requireAuth(req);
    if (kind === 'login') return { chains: auth.role === 'super_admin' ? [auth.tenantId, ''] : [auth.tenantId], projectId: null };
    return { chains: [auth.tenantId], projectId: requireScope(req).projectId };
  }

  app.get<{ Querystring: Query }>(
    '/setting/audit/list',
    {
      schema: {
        summary: '操作日志 / 变更记录',
        tags,
        description:
          '本租户的数据与配置变更，新的在前。带 resource 与 recordId 时为该记录的变更记录（需要该资源的查看权限），否则需要操作日志权限。读者无权查看的字段只给出字段名（masked）。',
        querystring: Query,
        response: replies(ListOf(Row)),
      },
    },
    async (req) => {
      const q = req.query;
      const service = q.resource && q.recordId ? await tenantServiceOf(app.services, requireAuth(req).tenantId, q.resource) : undefined;
      if (service) await mayReadRecord(req, service, q.recordId!);
      else await requirePermission(req, 'auditLog', 'list');
      const { chains, projectId } = reading(req, 'change');
      const page = await svc.page(chains, projectId, { ...q, ...period(q), kind: 'change' });
      return { rows: await masking(req, service?.schema.name)(page.rows), total: page.total };
    },
  );

  app.get<{ Querystring: Query }>(
    '/setting/audit/logins',
    {
      schema: {
        summary: '登录日志',
        tags,
        description: '登录、登录失败、退出登录与强制下线，含地址、浏览器与系统，新的在前。需要登录日志权限。',
        querystring: Query,
        response: replies(ListOf(Row)),
      },
      config: { access: 'user', permission: { resource: 'loginLog', action: 'list' } },
    },
    async (req) => {
      const { chains, projectId } = reading(req, 'login');
      const page = await svc.page(chains, projectId, { ...req.query, ...period(req.query), kind: 'login' });
      return { rows: await masking(req)(page.rows), total: page.total };
    },
  );

  const ExportQuery = Type.Object({
    ...Query.properties,
    kind: Type.Optional(Type.Union([Type.Literal('change'), Type.Literal('login')], { title: ts('fieldLogType'), default: 'change' })),
  });
  /** Which log an export takes, and so which right it needs: read before the query is checked (a 403, not a 400, for a caller without it). */
  const exportedLog = (req: FastifyRequest) => ((req.query as { kind?: unknown }).kind === 'login' ? 'loginLog' : 'auditLog');
  app.get<{ Querystring: Static<typeof ExportQuery> }>(
    '/setting/audit/export',
    {
      schema: {
        summary: '导出操作日志 / 登录日志',
        tags,
        description:
          'kind=change 为操作日志（需要操作日志的导出权限），kind=login 为登录日志（需要登录日志的导出权限）；筛选条件同列表，返回 .xlsx。导出本身记入操作日志。',
        querystring: ExportQuery,
        response: {
          200: { description: 'Excel 文件本身（不是信封）', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
        },
      },
      preValidation: async (req) => void (await requirePermission(req, exportedLog(req), 'export')),
    },
    async (req, reply) => {
      const { kind = 'change', pageNo: _p, pageSize: _s, ...filters } = req.query;
      const page = exportedLog(req);
      const { chains, projectId } = reading(req, kind);
      const mask = masking(req);
      const query = { ...filters, ...period(req.query), kind, pageSize: AUDIT_EXPORT_PAGE };
      const file = await auditWorkbook(kind, async (pageNo) => mask((await svc.page(chains, projectId, { ...query, pageNo })).rows));
      const name = `${kind === 'change' ? '操作日志' : '登录日志'}-${businessToday()}.xlsx`;
      // The export itself goes on the trail once the file is whole: who took which log out, and how much.
      const { tenantId, actor } = requireAuth(req);
      void file.done
        .then((count) =>
          app.db.transaction(async (trx) =>
            recordAudit(trx, { tenantId, resource: page, recordLabel: `${count} 条`, action: 'export', actor }),
          ),
        )
        .catch((err: unknown) => req.log.warn({ err }, '导出审计日志失败'));
      return reply.type(XLSX_TYPE).header('content-disposition', attachmentDisposition(name)).send(file.stream);
    },
  );
}
