// The docs and the code stand alone (docs/development.md): they cite the project's own documents
// (docs/requirements.md §N, docs/decisions.md), never a tracker's numbers or a file outside the
// repository. History, with its numbers, belongs in CHANGELOG.md, which is not scanned.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'docs', 'tests', 'bench', 'scripts'];
const TEXT = /\.(ts|tsx|js|mjs|json|jsonc|md|css|html)$/;
const SELF = path.relative(ROOT, import.meta.filename);

/** What must not appear, and why; spelled in pieces so that this file does not match itself. */
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: 'a tracker number', pattern: new RegExp(String.raw`\b(issue|ticket|task|pull request|PR)s?[ -]#?\d+`, 'i') },
  { what: 'a tracker number', pattern: /\(#\d+\)/ },
  { what: 'a file outside the repository', pattern: new RegExp(['DESIGN', 'SPEC'].map((n) => `\\b${n}\\.md\\b`).join('|')) },
  { what: 'a file outside the repository', pattern: new RegExp(String.raw`\.\./shared\b|/work/|design ` + 'card', 'i') },
];

function textFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    // bench/results holds what a run measured, ignored by git.
    if (entry.isDirectory()) return entry.name === 'node_modules' || rel === path.join('bench', 'results') ? [] : textFiles(rel);
    return TEXT.test(entry.name) && rel !== SELF ? [rel] : [];
  });
}

describe('docs and code that stand alone', () => {
  it.each(FOLDERS)('%s/ cites no tracker number and no file outside the repository', (folder) => {
    const found = textFiles(folder).flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => FORBIDDEN.filter((f) => f.pattern.test(line)).map((f) => `${file}:${i + 1}: ${f.what}: ${line.trim()}`)),
    );
    expect(found).toEqual([]);
  });
});
