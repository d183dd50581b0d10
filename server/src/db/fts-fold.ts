import SQLite from 'better-sqlite3';
import { FTS_TOKENIZER } from './text-index';

/**
 * SQLite's FTS5 folds the case of what it indexes one character at a time, to one character, from
 * the Unicode tables SQLite was built with (text-index.ts `FTS_TOKENIZER`). They are not JavaScript's:
 * µ becomes μ and ς becomes σ there, İ stays İ (JavaScript gives an i and a combining dot), and
 * letters of scripts newer than SQLite's tables stay as written. A term looked up among the indexed
 * trigrams (list/substring-index.ts, two characters) must be folded as FTS5 folded the rows, so the
 * folding is read from FTS5 itself: every character JavaScript gives a case, indexed once in an
 * in-memory table (about 3,000 characters, some 30 ms once, at the first such search).
 */
let folds: Map<string, string> | undefined;

function foldTable(): Map<string, string> {
  if (folds) return folds;
  const cased: string[] = [];
  for (let cp = 0x41; cp <= 0x1ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) cased.push(ch);
  }
  const mem = new SQLite(':memory:');
  try {
    mem.exec(`create virtual table f using fts5(x, tokenize='${FTS_TOKENIZER}')`);
    mem.exec(`create virtual table v using fts5vocab(f, 'instance')`);
    const add = mem.prepare('insert into f(rowid, x) values (?, ?)');
    // Each character and two of the index's sentinels: one trigram, beginning with the character as folded.
    mem.transaction(() => cased.forEach((ch, i) => add.run(i + 1, `${ch}\u0001\u0001`)))();
    const found = new Map<string, string>();
    for (const { doc, term } of mem.prepare('select doc, term from v').iterate() as Iterable<{ doc: number; term: string }>) {
      const [folded] = term;
      const ch = cased[doc - 1];
      if (folded !== ch) found.set(ch, folded);
    }
    folds = found;
  } finally {
    mem.close();
  }
  return folds;
}

/** `text` folded as FTS5 folds the text it indexes. */
export function ftsFold(text: string): string {
  const table = foldTable();
  let out = '';
  for (const ch of text) out += table.get(ch) ?? ch;
  return out;
}
