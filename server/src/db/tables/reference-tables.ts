/**
 * The tables that are NOT distributed by `tenant_id` when the database runs on a Citus cluster
 * (docs/operations.md「在 Citus 集群上运行」): every other table, built-in or designed, leads every
 * key and index with `tenant_id`, which
 * `tests/server/db/tables/tenant-keys.test.ts` checks on both databases. This list is the only place
 * that names the exceptions; the test fails on an entry whose table no longer exists.
 *
 * `reference`: small and global, or read before the tenant is known; copied to every node
 * (`create_reference_table`). `local`: bookkeeping of the servers themselves, never joined with
 * tenant data; stays on the coordinator.
 */
export const REFERENCE_TABLES = [
  { table: 'tenants', kind: 'reference', reason: '租户表本身：分布键的来源，每个租户一行' },
  {
    table: 'users',
    kind: 'reference',
    reason: '登录时按用户名（跨租户唯一）或手机号找人，此时还不知道租户；每人一行，远小于业务数据',
  },
  {
    table: 'sessions',
    kind: 'reference',
    reason: '每个请求按令牌哈希找会话，此时还不知道租户；每个用户至多一个有效会话，过期的被清扫',
  },
  { table: 'login_challenges', kind: 'reference', reason: '登录前的图形验证挑战，没有租户；短命，被清扫' },
  { table: 'sms_captchas', kind: 'reference', reason: '登录前按手机号发的短信验证码，没有租户；短命，被清扫' },
  { table: 'login_attempts', kind: 'reference', reason: '登录失败计数，按用户名和地址计，登录前没有租户' },
  { table: 'menus', kind: 'reference', reason: '全局菜单定义，所有租户共用，很小' },
  { table: 'app_meta', kind: 'reference', reason: '整个数据库的少量键值（如演示租户是哪个），不属于任何租户' },
  { table: 'kysely_migration', kind: 'local', reason: '迁移记录（Kysely），只在协调节点上执行迁移' },
  { table: 'kysely_migration_lock', kind: 'local', reason: '迁移锁（Kysely），同上' },
] as const satisfies readonly { table: string; kind: 'reference' | 'local'; reason: string }[];

/** The names of the tables above. */
export const REFERENCE_TABLE_NAMES: ReadonlySet<string> = new Set(REFERENCE_TABLES.map((t) => t.table));
