import { describe, expect, it } from 'vitest';
import { contentMatchesName, imageKindOf } from '../../../../../server/src/areas/platform/uploads/upload-content';

/**
 * The content check of uploads (server/src/areas/platform/uploads/upload-content.ts): bytes are what the
 * name says, by their signature; text by the rule of docs/decisions.md.
 */
const hex = (h: string, pad = 64) => Buffer.concat([Buffer.from(h, 'hex'), Buffer.alloc(pad)]);
const BYTES = {
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
  jpg: hex('ffd8ffe000104a46494600'),
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\n'),
  zip: hex('504b0304140000000000'),
  cfb: hex('d0cf11e0a1b11ae1', 600),
  html: Buffer.from('  <!DOCTYPE html><html><script>alert(1)</script>'),
  svg: Buffer.from('\ufeff<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  xml: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]),
  elf: hex('7f454c4602010100'),
  utf8: Buffer.from('\ufeff名称,数量\r\n螺丝,3\r\n'),
  gbk: Buffer.from([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0x31, 0x0d, 0x0a]),
  utf16: Buffer.from('\ufeffab', 'utf16le'),
  nul: Buffer.from('a\u0000b'),
};
type Kind = keyof typeof BYTES;

describe('contentMatchesName', () => {
  const takes: [string, Kind[]][] = [
    ['a.pdf', ['pdf']],
    ['合同.PDF', ['pdf']],
    ['a.png', ['png']],
    ['a.jpg', ['jpg']],
    ['a.jpeg', ['jpg']],
    ['a.docx', ['zip']],
    ['a.xlsx', ['zip']],
    ['a.zip', ['zip']],
    ['a.doc', ['cfb']],
    ['a.xls', ['cfb']],
    ['a.wps', ['cfb']],
    ['a.txt', ['utf8', 'gbk']],
    ['a.csv', ['utf8', 'gbk']],
  ];
  it.each(takes)('%s takes only the bytes of its kind', async (name, kinds) => {
    for (const kind of Object.keys(BYTES) as Kind[]) {
      expect(await contentMatchesName(BYTES[kind], name), `${kind} bytes named ${name}`).toBe(kinds.includes(kind));
    }
  });

  it('takes an extension it has no signature for only when the bytes carry none else and are no markup', async () => {
    expect(await contentMatchesName(Buffer.from('AC1027 drawing'), 'plan.dwg')).toBe(true);
    for (const kind of ['html', 'svg', 'xml', 'exe', 'elf', 'pdf', 'png'] as Kind[])
      expect(await contentMatchesName(BYTES[kind], 'plan.dwg'), kind).toBe(false);
    expect(await contentMatchesName(BYTES.pdf, 'noext')).toBe(false);
  });
});

describe('imageKindOf', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes, nothing else', async () => {
    expect(await imageKindOf(BYTES.png)).toEqual({ ext: 'png', type: 'image/png' });
    expect(await imageKindOf(BYTES.jpg)).toEqual({ ext: 'jpg', type: 'image/jpeg' });
    expect(await imageKindOf(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toEqual({ ext: 'gif', type: 'image/gif' });
    expect(await imageKindOf(Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 '), Buffer.alloc(32)]))).toEqual({
      ext: 'webp',
      type: 'image/webp',
    });
    for (const kind of ['svg', 'html', 'pdf', 'exe', 'elf', 'zip'] as Kind[]) expect(await imageKindOf(BYTES[kind]), kind).toBeUndefined();
  });
});
