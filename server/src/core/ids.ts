import { randomBytes } from 'node:crypto';

let lastMs = 0;
let seq = 0;

/**
 * Random bytes drawn a page at a time: one system call per id cost about as much as the rest of a
 * write's bookkeeping (`npm run bench:records`, docs/performance.md).
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let taken = POOL_BYTES;

function randomFromPool(n: number): Buffer {
  if (taken + n > pool.length) {
    pool = randomBytes(POOL_BYTES);
    taken = 0;
  }
  taken += n;
  // A copy: the id's bytes are written over, the pool's never reused.
  return Buffer.from(pool.subarray(taken - n, taken));
}

/**
 * A UUIDv7: 48-bit millisecond timestamp then random bits, so new ids sort after old
 * ones and B-tree inserts stay local. A 12-bit counter keeps ids monotonic within one ms.
 */
export function newId(now = Date.now()): string {
  if (now === lastMs) {
    seq = (seq + 1) & 0xfff;
  } else {
    lastMs = now;
    seq = randomFromPool(2).readUInt16BE() & 0x7ff;
  }
  const b = randomFromPool(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = 0x70 | (seq >> 8);
  b[7] = seq & 0xff;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
