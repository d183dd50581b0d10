import { rng } from './bench-data';

/**
 * Customer names for `npm run bench:scale`, skewed on purpose so that a two- to four-character search
 * ranges from a handful of rows to most of the table: companies are city + 字号 + 行业 + suffix with
 * uneven weights (郑州 common, 漯河 rare, 济源 one company in thousands), a quarter are people, a few
 * are ASCII or half ASCII. Deterministic: the same seed gives the same names.
 */
const weighted = (spec: [string, number][]) => spec.flatMap(([word, n]) => Array<string>(n).fill(word));

const CITIES = weighted([
  ['郑州', 30],
  ['上海', 20],
  ['北京', 16],
  ['武汉', 12],
  ['杭州', 12],
  ['西安', 10],
  ['深圳', 10],
  ['广州', 10],
  ['洛阳', 8],
  ['成都', 6],
  ['济南', 6],
  ['南阳', 5],
  ['新乡', 5],
  ['开封', 4],
  ['许昌', 4],
  ['安阳', 3],
  ['焦作', 3],
  ['商丘', 2],
  ['信阳', 2],
  ['漯河', 1],
]);
const TRADE = weighted([
  ['恒达', 6],
  ['中原', 10],
  ['嵩山', 3],
  ['黄河', 8],
  ['牡丹', 2],
  ['汇丰', 4],
  ['华亿', 3],
  ['宏远', 6],
  ['天瑞', 2],
  ['金鹏', 4],
  ['瑞祥', 3],
  ['博远', 2],
  ['鑫源', 5],
  ['安泰', 4],
  ['东方', 9],
  ['宇通', 2],
  ['永盛', 3],
  ['信诚', 2],
  ['隆基', 1],
  ['德润', 2],
  ['九州', 6],
  ['同福', 1],
  ['祥和', 2],
  ['长城', 5],
]);
const INDUSTRY = weighted([
  ['商贸', 12],
  ['电子科技', 10],
  ['机械制造', 8],
  ['物流', 6],
  ['建筑工程', 6],
  ['食品', 5],
  ['软件', 4],
  ['医药', 3],
  ['纺织', 3],
  ['化工', 3],
  ['新能源', 2],
  ['文化传媒', 2],
  ['农业科技', 2],
  ['餐饮管理', 2],
  ['环保科技', 1],
]);
const SUFFIX = weighted([
  ['有限公司', 14],
  ['股份有限公司', 3],
  ['集团有限公司', 1],
  ['商行', 1],
  ['经营部', 1],
]);
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
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
];
const BRANDS = weighted([
  ['Acme', 1],
  ['Nova', 3],
  ['Apex', 2],
  ['Zenith', 2],
  ['Orion', 3],
  ['Delta', 4],
  ['Lotus', 2],
  ['Vertex', 1],
]);
const ENGLISH = ['Trading', 'Technology', 'Logistics', 'Foods', 'Machinery'];

/**
 * The customer searches of the bench, from rare to common (the hit counts are printed beside them):
 * two to four characters, Chinese and ASCII, and one that matches nothing (the whole scan, no rows).
 */
export const SEARCH_TERMS = ['济源', '漯河', 'Acme', '郑州恒达', '黄河食品', '无此客户', '张伟', '恒达', '商贸', '郑州', '科技', '有限'];

/** Order filters on 客户名称: the repeated one, and one fresh term per round (its total is not yet counted). */
export const ORDER_FILTER_TERM = '郑州';
export const ORDER_FILTER_FIRST_TERMS = ['武汉', '杭州', '西安', '深圳', '广州', '洛阳'];

export interface CustomerRow {
  name: string;
  /** 0 person, 1 company (the schema's 客户类型). */
  type: number;
  contactName: string;
  contactValue: string;
  region: string;
}

/** Customers one after another; `seed` differs per batch of growth so each adds new names. */
export function customerNames(seed: number): () => CustomerRow {
  const r = rng(seed);
  const pick = <T>(a: readonly T[] | string) => a[r(a.length)] as T;
  return () => {
    const person = `${pick<string>(SURNAMES)}${pick(GIVEN)}`;
    const phone = `1${3 + r(7)}${String(r(1e9)).padStart(9, '0')}`;
    const roll = r(100);
    const city = r(2000) === 0 ? '济源' : pick(CITIES);
    const region = `${city}市`;
    if (roll < 25) return { name: person, type: 0, contactName: person, contactValue: phone, region };
    if (roll < 30) {
      const brand = pick(BRANDS);
      const name = r(2) === 0 ? `${brand}${pick(INDUSTRY)}有限公司` : `${brand} ${pick(ENGLISH)} Co., Ltd.`;
      return { name, type: 1, contactName: person, contactValue: phone, region };
    }
    const name = `${roll < 85 ? city : ''}${pick(TRADE)}${pick(INDUSTRY)}${pick(SUFFIX)}`;
    return { name, type: 1, contactName: person, contactValue: phone, region };
  };
}
