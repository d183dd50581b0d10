/**
 * One postal address from a region (所在地区: text such as 河南省郑州市, or a region field's value)
 * and the detail (详细地址). People often type the whole address into the detail, so the region is
 * left out when the detail already starts with it (spaces aside): never 河南省郑州市 河南省郑州市中原路 146 号.
 */
import { regionText, type RegionValue } from './regions';

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** The address to print or show: region then detail, the region once; '' when neither is known. */
export function formatAddress(region: string | Partial<RegionValue> | null | undefined, detail: string | null | undefined): string {
  const area = (typeof region === 'string' ? region : regionText(region)).trim();
  const rest = (detail ?? '').trim();
  if (!area) return rest;
  if (!rest) return area;
  return squeeze(rest).startsWith(squeeze(area)) ? rest : `${area} ${rest}`;
}
