import type { Database as SqliteDatabase } from 'better-sqlite3';
import { newId } from '../server/src/core/ids';
import { regionColumn } from './region-column';

/** Deterministic pseudo-random integers below n (mulberry32), so every run loads the same rows. */
export function rng(seed = 42) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const SURNAMES = '张王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '涛',
  '明',
  '超',
  '秀英',
  '建华',
  '志刚',
  '海燕',
  '晓东',
  '文博',
  '子涵',
  '雨萱',
  '浩然',
];
const CITIES = [
  '郑州',
  '洛阳',
  '开封',
  '新乡',
  '南阳',
  '许昌',
  '安阳',
  '焦作',
  '商丘',
  '信阳',
  '武汉',
  '西安',
  '济南',
  '北京',
  '上海',
  '杭州',
];
const CORE = [
  '恒达',
  '中原',
  '嵩山',
  '黄河',
  '牡丹',
  '汇丰',
  '华亿',
  '宏远',
  '天瑞',
  '金鹏',
  '瑞祥',
  '博远',
  '鑫源',
  '安泰',
  '东方',
  '宇通',
];
const KIND = ['机械制造有限公司', '商贸有限公司', '电子科技有限公司', '物流有限公司', '建筑工程有限公司', '食品有限公司'];
const GOODS = [
  '千兆交换机',
  '企业路由器',
  '无线 AP',
  '网络摄像机',
  '硬盘录像机',
  '商用台式机',
  '笔记本电脑',
  '显示器',
  '激光打印机',
  'UPS 电源',
  '服务器机柜',
  '防火墙',
];

export interface ScopeIds {
  tenantId: string;
  projectId: string;
  productCategoryIds: string[];
  customerCategoryIds: string[];
  supplierIds: string[];
  tagIds: string[];
  ownerIds: string[];
}

/**
 * Loads `count` customers and `count` products into the scope with prepared statements in
 * transactions of 10,000 rows (seconds, not minutes). Creation times spread over the past year
 * and ids are time-ordered to match, as the server would have written them.
 */
export function loadRows(
  sqlite: SqliteDatabase,
  ids: ScopeIds,
  count: number,
): { productIds: string[]; customerIds: string[]; productOwners: string[] } {
  const r = rng();
  const start = Date.now() - 365 * 86_400_000;
  const step = Math.floor((365 * 86_400_000) / count);
  const insCustomer =
    sqlite.prepare(`insert into customer (id, tenant_id, project_id, created_at, updated_at, deleted_at, name, type, contact_name,
    contact_method, contact_value, category_id, tags, owner_id, region, address, remark, potential_id)
    values (?, ?, ?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, null)`);
  // The tag filter's link table (server/src/schema-engine/links.ts), as the engine keeps it on every write.
  const insTagLink = sqlite.prepare('insert into customer__tags (tenant_id, project_id, ref_id, record_id) values (?, ?, ?, ?)');
  // created_by: who entered it, half each of the two owners (a role's `own` scope filters on it).
  const insProduct = sqlite.prepare(`insert into product (id, tenant_id, project_id, created_at, updated_at, name, code, category_id, unit,
    price, cost, stock, status, image, supplier_id, description, created_by) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?)`);
  const productIds: string[] = [];
  const productOwners: string[] = [];
  const customerIds: string[] = [];
  const pick = <T>(a: readonly T[] | string) => a[r(a.length)] as T;
  const batch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const ms = start + i * step;
      const at = new Date(ms).toISOString();
      const person = `${pick<string>(SURNAMES)}${pick(GIVEN)}`;
      const company = r(3) !== 0;
      const city = pick(CITIES);
      const cid = newId(ms);
      customerIds.push(cid);
      // The first tag is rare (one customer in 500), the others common: the tag filter's two cases.
      const tags = i % 500 === 0 ? [pick(ids.tagIds.slice(1)), ids.tagIds[0]] : [pick(ids.tagIds.slice(1))];
      insCustomer.run(
        cid,
        ids.tenantId,
        ids.projectId,
        at,
        at,
        company ? `${city}${pick(CORE)}${pick(KIND)}` : person,
        company ? 1 : 0,
        person,
        0,
        `1${3 + r(7)}${String(r(1e9)).padStart(9, '0')}`,
        pick(ids.customerCategoryIds),
        JSON.stringify(tags),
        pick(ids.ownerIds),
        regionColumn(`河南省${city}市`),
        `${city}市人民路 ${1 + r(300)} 号`,
      );
      for (const tag of tags) insTagLink.run(ids.tenantId, ids.projectId, tag, cid);
      const pid = newId(ms);
      productIds.push(pid);
      productOwners.push(ids.ownerIds[i % ids.ownerIds.length]);
      const price = (50 + r(20000)) * 100;
      insProduct.run(
        pid,
        ids.tenantId,
        ids.projectId,
        at,
        at,
        `${pick(CORE)} ${pick(GOODS)} ${String.fromCharCode(65 + r(26))}${100 + r(900)}`,
        `P${String(i).padStart(7, '0')}`,
        pick(ids.productCategoryIds),
        '台',
        price,
        Math.round(price * 0.7),
        r(500),
        r(4) === 0 ? 0 : 1,
        pick(ids.supplierIds),
        '压测数据',
        productOwners[productOwners.length - 1],
      );
    }
  });
  for (let i = 0; i < count; i += 10_000) batch(i, Math.min(count, i + 10_000));
  return { productIds, customerIds, productOwners };
}
