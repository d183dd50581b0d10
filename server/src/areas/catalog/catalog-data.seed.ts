/**
 * Sample data of the demo tenant's catalogue and customers: a technology reseller in Zhengzhou
 * selling network, computer and security equipment to companies and people in Henan and beyond.
 * Deterministic (no randomness) so every fresh database looks the same.
 */

export const PRODUCT_CATEGORIES = ['网络设备', '办公电脑', '安防监控', '软件服务', '耗材配件'];
export const CUSTOMER_CATEGORIES = ['制造业', '教育', '政府机构', '零售商贸', '医疗卫生'];

export const TAGS: { name: string; color: string; description: string }[] = [
  { name: '重点客户', color: 'red', description: '年采购额 50 万元以上' },
  { name: '老客户', color: 'green', description: '合作三年以上' },
  { name: '政府单位', color: 'purple', description: '需走招投标流程' },
  { name: '高校', color: 'cyan', description: '' },
  { name: '经销商', color: 'orange', description: '渠道合作伙伴' },
  { name: '待回访', color: 'blue', description: '本月需要电话回访' },
];

export const SUPPLIERS = [
  {
    name: '深圳市华讯网络科技有限公司',
    contact: '陈志强',
    phone: '13823456781',
    email: 'sales@huaxun-net.cn',
    address: '广东省深圳市南山区科技园南区 12 栋',
  },
  {
    name: '杭州海视安防设备有限公司',
    contact: '周丽',
    phone: '13957112345',
    email: 'zhouli@haishi-sec.cn',
    address: '浙江省杭州市滨江区长河路 590 号',
  },
  {
    name: '联创电脑（北京）有限公司',
    contact: '刘洋',
    phone: '13601023456',
    email: 'liuyang@lianchuang-pc.cn',
    address: '北京市海淀区上地信息路 8 号',
  },
  {
    name: '郑州中原办公耗材有限公司',
    contact: '王建军',
    phone: '13937112233',
    email: 'wjj@zyhaocai.cn',
    address: '河南省郑州市二七区大学路 166 号',
  },
  {
    name: '上海云启软件有限公司',
    contact: '孙婷',
    phone: '13816623344',
    email: 'sunting@yunqi-soft.cn',
    address: '上海市浦东新区张江路 368 号',
  },
  {
    name: '洛阳恒通线缆有限公司',
    contact: '马国庆',
    phone: '13703791234',
    email: 'mgq@hengtong-cable.cn',
    address: '河南省洛阳市涧西区天津路 27 号',
  },
];

/** [name, code, category index, unit, price in yuan, cost in yuan, stock, supplier index] */
export const PRODUCTS: [string, string, number, string, number, number, number, number][] = [
  ['千兆企业级路由器 AR2200', 'NET-AR2200', 0, '台', 2680, 1950, 36, 0],
  ['24 口千兆交换机 S1724', 'NET-S1724', 0, '台', 1299, 920, 58, 0],
  ['48 口三层核心交换机 S5748', 'NET-S5748', 0, '台', 8900, 6700, 12, 0],
  ['企业级无线 AP W650', 'NET-W650', 0, '台', 899, 610, 120, 0],
  ['下一代防火墙 FW3000', 'NET-FW3000', 0, '台', 15800, 11800, 6, 0],
  ['六类非屏蔽网线（305 米）', 'NET-CAT6-305', 4, '箱', 568, 390, 80, 5],
  ['商用台式机 D5 i5/16G/512G', 'PC-D5-I5', 1, '台', 4599, 3800, 45, 2],
  ['商用台式机 D7 i7/32G/1T', 'PC-D7-I7', 1, '台', 6999, 5750, 20, 2],
  ['轻薄笔记本 L14 i5/16G', 'PC-L14-I5', 1, '台', 5299, 4400, 30, 2],
  ['移动工作站 P16 i9/64G', 'PC-P16-I9', 1, '台', 18999, 15800, 4, 2],
  ['27 英寸 4K 显示器', 'PC-M27-4K', 1, '台', 1899, 1450, 40, 2],
  ['400 万像素网络摄像机', 'SEC-IPC400', 2, '台', 459, 300, 200, 1],
  ['800 万像素全彩枪机', 'SEC-IPC800', 2, '台', 899, 620, 90, 1],
  ['16 路网络硬盘录像机', 'SEC-NVR16', 2, '台', 1680, 1200, 25, 1],
  ['人脸识别门禁一体机', 'SEC-FACE-A1', 2, '台', 2380, 1700, 18, 1],
  ['监控专用硬盘 4TB', 'SEC-HDD-4T', 4, '块', 699, 520, 60, 1],
  ['云帆进销存软件（标准版）', 'SW-JXC-STD', 3, '套', 3800, 800, 999, 4],
  ['云帆 OA 协同办公（年费）', 'SW-OA-YEAR', 3, '年', 9600, 2000, 999, 4],
  ['网络安全等保咨询服务', 'SW-DJBH-SVC', 3, '项', 28000, 12000, 999, 4],
  ['上门运维服务（按次）', 'SW-ONSITE', 3, '次', 300, 120, 999, 4],
  ['A4 复印纸 70g（5 包/箱）', 'SUP-A4-70', 4, '箱', 128, 95, 300, 3],
  ['黑色激光硒鼓 88A', 'SUP-TONER-88A', 4, '个', 189, 110, 150, 3],
  ['UPS 不间断电源 3KVA', 'SUP-UPS-3K', 4, '台', 3200, 2400, 10, 3],
  ['机柜 42U 标准服务器机柜', 'SUP-RACK-42U', 4, '台', 2150, 1600, 8, 5],
];

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗'];
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
  '桂兰',
  '建华',
  '志刚',
  '海燕',
  '晓东',
  '文博',
  '子涵',
  '雨萱',
];
const CITIES = [
  '河南省郑州市',
  '河南省洛阳市',
  '河南省开封市',
  '河南省新乡市',
  '河南省南阳市',
  '河南省许昌市',
  '河南省安阳市',
  '河南省焦作市',
  '河南省商丘市',
  '河南省信阳市',
  '湖北省武汉市',
  '陕西省西安市',
  '山东省济南市',
  '河北省石家庄市',
  '北京市',
  '上海市',
];
const COMPANY_CORE = [
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
  '新世纪',
  '博远',
  '鑫源',
  '安泰',
  '东方',
];
const COMPANY_KIND = [
  '机械制造有限公司',
  '实验中学',
  '区人民政府办公室',
  '商贸有限公司',
  '人民医院',
  '电子科技有限公司',
  '职业技术学院',
  '物流有限公司',
];
/** Customer category index by COMPANY_KIND. */
const KIND_CATEGORY = [0, 1, 2, 3, 4, 0, 1, 3];
const STREETS = ['中原路', '建设路', '人民路', '文化路', '解放路', '长江路', '黄河路', '科技大道'];

export interface SampleCustomer {
  name: string;
  type: number;
  contactName: string;
  contactMethod: number;
  contactValue: string;
  categoryIndex: number;
  tagIndexes: number[];
  region: string;
  address: string;
  remark: string;
}

const pinyin = ['zhang', 'wang', 'li', 'zhao', 'liu', 'chen', 'yang', 'huang', 'zhou', 'wu'];

/**
 * The i-th sample customer: companies and people spread over Henan and other provinces. Names never
 * repeat for n = i + 7 × salt below 120 (city and core together run through all 256 pairs; a person's
 * surname and given name through 120), so the demo has no two customers of one name (docs/requirements.md §10.6).
 */
export function sampleCustomer(i: number, salt: number): SampleCustomer {
  const n = i + salt * 7;
  const person = `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7) % GIVEN.length]}`;
  const region = CITIES[(n * 3) % CITIES.length];
  const company = n % 3 !== 0;
  const kind = n % COMPANY_KIND.length;
  const city = region.replace(/^.*省/, '').replace(/市$/, '');
  const method = n % 5;
  const mobile = `1${[3, 5, 8, 7, 9][n % 5]}${String(700000000 + ((n * 7919) % 299999999)).padStart(9, '0')}`;
  const contactValue = [
    mobile,
    `wx_${pinyin[n % pinyin.length]}${1980 + (n % 30)}`,
    String(10000000 + n * 37171),
    `${pinyin[n % pinyin.length]}${n}@example.com.cn`,
    `0371-6${String(5500000 + n * 131).slice(0, 7)}`,
  ][method];
  return {
    name: company ? `${city}${COMPANY_CORE[(n * 5 + Math.floor(n / CITIES.length)) % COMPANY_CORE.length]}${COMPANY_KIND[kind]}` : person,
    type: company ? 1 : 0,
    contactName: person,
    contactMethod: method,
    contactValue,
    categoryIndex: company ? KIND_CATEGORY[kind] : 3,
    tagIndexes: [n % 6, (n * 5) % 6].filter((v, idx, a) => a.indexOf(v) === idx).slice(0, 1 + (n % 2)),
    region,
    address: `${region}${STREETS[n % STREETS.length]} ${10 + ((n * 13) % 280)} 号`,
    remark: ['', '对价格较敏感，需提供详细报价', '年底有集中采购计划', '由老客户介绍', '关注售后服务响应时间'][n % 5],
  };
}
