/**
 * Finds the places a source file branches on a field type by naming it: `x.type === 'money'`,
 * `switch (field.type)`, `case 'idCard':`, a list of type names (`new Set(['image', 'file'])`) or a
 * field declared `type: 'autoNumber'`. Comments are left out. Literals that are also other words
 * (`text`, `number`, `date`… are input types, JSON types and filter kinds too) count only in the
 * comparison and list forms, where they name a field type.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALL_FIELD_TYPES } from '../../../../src/schemas/fieldDefaults';

/** Field types whose name is no other word of the code base. */
const DISTINCT = [
  'textarea',
  'money',
  'percent',
  'datetime',
  'reference',
  'references',
  'lineItems',
  'multiEnum',
  'idCard',
  'creditCode',
  'autoNumber',
  'rating',
];

const any = ALL_FIELD_TYPES.join('|');
const distinct = DISTINCT.join('|');
const FORMS: RegExp[] = [
  new RegExp(`\\btype\\s*[!=]==?\\s*'(${any})'`, 'g'),
  new RegExp(`'(${any})'\\s*[!=]==?\\s*[\\w.?!]*\\btype\\b`, 'g'),
  /\bswitch\s*\((?:f|field|item|column)\.type\)/g,
  new RegExp(`\\bcase '(${distinct})':`, 'g'),
  new RegExp(`\\[\\s*'(${any})'\\s*,\\s*'(${any})'`, 'g'),
];
/** A field declared with a type; resource schemas (`src/schemas/<resource>.ts`) declare theirs so by right. */
const DECLARATION = new RegExp(`\\btype: '(${distinct})'`, 'g');
const isResourceSchema = (path: string) => /^src\/schemas\/[^/]+\.ts$/.test(path);

const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');

/** How many field-type branches `source` (the file at `path`, from the repository's root) holds. */
export function typeBranches(source: string, path: string): number {
  const code = stripComments(source);
  const forms = isResourceSchema(path) ? FORMS : [...FORMS, DECLARATION];
  return forms.reduce((n, form) => n + (code.match(form)?.length ?? 0), 0);
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Every file under `dirs` (relative to `root`) with its count of field-type branches, when it has any. */
export function branchingFiles(root: string, dirs: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const dir of dirs)
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path).split('\\').join('/');
      const n = typeBranches(readFileSync(path, 'utf8'), file);
      if (n) found.set(file, n);
    }
  return found;
}
