import path from 'node:path';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { parseAst, type Plugin } from 'vite';

/**
 * antd's styles in the build (docs/requirements.md §10.5): the first screens' CSS written ahead, and the style
 * generators of those components out of the first screen's script.
 *
 * - `import 'virtual:antd-static-styles.css'`: antd's CSS of the first screens, rendered at build time
 *   by scripts/antd-static-styles.tsx (why: there). Empty in development and tests, where antd names
 *   its classes differently and writes its styles in the page as it always does.
 * - Each antd style module (`antd/es/<component>/style/*.js`) registers its generators with
 *   `genStyleHooks` / `genComponentStyleHook` / `genSubStyleComponent`. Where the built CSS holds a
 *   registration's styles, antd never calls its generator (it finds the style in the stylesheet's
 *   map), so the build gives antd `lazyStyle(key, load)` in its place (src/shims/antdStyleGenerators.ts)
 *   and the module's real code goes to a chunk of its own (`<module>?antd-style-generators`), loaded
 *   only if a style is asked for that the CSS does not hold. Build only, like the CSS.
 */
const STATIC_STYLES = 'virtual:antd-static-styles.css';
const GENERATORS = '?antd-style-generators';
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/][^\\/]+[\\/]style[\\/][^\\/]+\.js$/;
/** antd's modules that write styles: the components' style modules and the helpers they share (antd/es/style). */
const STYLE_HELPERS = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:[^\\/]+[\\/])?style[\\/].+\.js$/;
const REGISTRATIONS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const RUNTIME = path.resolve(import.meta.dirname, '../src/shims/antdStyleGenerators.ts');

/** Renders the first screens' CSS (scripts/antd-static-styles.tsx) under the production class names. */
function renderStaticStyles(): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'antd-static-styles.tsx')], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`scripts/antd-static-styles.tsx failed:\n${r.stderr}`);
  return r.stdout;
}

/**
 * The registrations whose styles the CSS holds, by antd's name for them (`Button-Button`,
 * `Tag-preset`): the stylesheet's map lists each style as `token|name|class prefix|icon prefix`.
 */
export function builtRegistrations(css: string): Set<string> {
  const map = /data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return new Set(
    map
      .split(';')
      .map((entry) => entry.split('|')[1])
      .filter((name): name is string => !!name),
  );
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** antd's name for a registration, from its first argument (`'Button'` → `Button-Button`, `['Tag', 'preset']` → `Tag-preset`). */
function registrationName(arg: Node): string | undefined {
  if (arg.type === 'Literal' && typeof arg.value === 'string') return `${arg.value}-${arg.value}`;
  if (arg.type !== 'ArrayExpression') return undefined;
  const cells = (arg.elements as Node[]).map((e) => (e?.type === 'Literal' && typeof e.value === 'string' ? e.value : undefined));
  return cells.length === 2 && cells.every(Boolean) ? cells.join('-') : undefined;
}

interface Edit {
  start: number;
  end: number;
}
interface Registration extends Edit {
  /** antd's name for it, as the stylesheet's map writes it (`Button-Button`). */
  name: string;
  /** Made inside a function (Menu's and Tooltip's hooks take arguments and register when called). */
  nested: boolean;
  /**
   * Whether its generator can be written at the module's top level as it stands: it uses no name the
   * enclosing function declares (always, when not nested).
   */
  hoistable: boolean;
}
interface ImportSource extends Edit {
  /** The module named, as written (`'../../style'`). */
  value: string;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Each node under `node` (itself included), with its parent. */
function walk(node: unknown, visit: (n: Node, parent: Node | undefined) => void, parent?: Node): void {
  if (Array.isArray(node)) return node.forEach((c) => walk(c, visit, parent));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  const n = node as Node;
  visit(n, parent);
  for (const key of Object.keys(n)) if (key !== 'type') walk(n[key], visit, n);
}

/** The names a function declares for its body: its parameters and what is declared inside it, outside `skip`. */
function declaredIn(fn: Node, skip: Edit): Set<string> {
  const names = new Set<string>();
  const bind = (pattern: unknown) =>
    walk(pattern, (n, parent) => {
      // A default value (`rootCls = prefixCls`) names what it reads, not what it binds.
      if (n.type === 'Identifier' && !(parent?.type === 'AssignmentPattern' && parent.right === n)) names.add(n.name as string);
    });
  bind(fn.params);
  walk(fn.body, (n) => {
    if (n.start >= skip.start && n.end <= skip.end) return;
    if (n.type === 'VariableDeclarator') bind(n.id);
    if ((n.type === 'FunctionDeclaration' || n.type === 'ClassDeclaration') && n.id) names.add((n.id as Node).name as string);
  });
  return names;
}

/** The names an expression reads (property names after a dot, and object keys, are not names). */
function namesRead(expr: Node): Set<string> {
  const names = new Set<string>();
  walk(expr, (n, parent) => {
    if (n.type !== 'Identifier') return;
    if (parent?.type === 'MemberExpression' && parent.property === n && !parent.computed) return;
    if (parent?.type === 'Property' && parent.key === n && !parent.computed && !parent.shorthand) return;
    names.add(n.name as string);
  });
  return names;
}

/**
 * What a style module holds: each registration (its name, where its generator — the second argument —
 * is written, and whether it is made inside a function) and each module it imports or re-exports from.
 */
export function readStyleModule(code: string): { registrations: Registration[]; imports: ImportSource[] } {
  const registrations: Registration[] = [];
  const imports: ImportSource[] = [];
  const functions: Node[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    const args = n.arguments as Node[] | undefined;
    const source = n.source as Node | undefined | null;
    if (
      n.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      REGISTRATIONS.has(callee.name as string) &&
      args &&
      args.length > 1
    ) {
      const name = registrationName(args[0]);
      if (name) {
        const read = namesRead(args[1]);
        const hoistable = functions.every((fn) => ![...declaredIn(fn, args[1])].some((declared) => read.has(declared)));
        registrations.push({ name, start: args[1].start, end: args[1].end, nested: functions.length > 0, hoistable });
      }
    } else if (/^(Import|ExportNamed|ExportAll)Declaration$/.test(n.type) && source && typeof source.value === 'string') {
      imports.push({ value: source.value, start: source.start, end: source.end });
    }
    if (FUNCTIONS.has(n.type)) functions.push(n);
    for (const key of Object.keys(n)) if (key !== 'type') visit(n[key]);
    if (FUNCTIONS.has(n.type)) functions.pop();
  };
  visit(parseAst(code));
  return { registrations, imports };
}

/**
 * The key a registration's generator goes by between the first screen and the generators' chunk: its
 * module, antd's name and which of that name's registrations in the module it is (Grid's style module
 * registers `Grid-Grid` twice, for Row and for Col).
 */
function registrationKeys(file: string, regs: Registration[]): string[] {
  const module = file.replace(/^.*[\\/]antd[\\/]es[\\/]/, '').replaceAll('\\', '/');
  const seen = new Map<string, number>();
  return regs.map((r) => {
    const n = seen.get(r.name) ?? 0;
    seen.set(r.name, n + 1);
    return `${module}:${r.name}:${n}`;
  });
}

/** `code` with each edit's text replaced by `replace(edit, its text)`. */
function rewrite<E extends Edit>(code: string, edits: E[], replace: (edit: E, text: string) => string): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + replace(e, out.slice(e.start, e.end)) + out.slice(e.end);
  return out;
}

export function antdStyles(): Plugin {
  let build = false;
  let css: string | undefined;
  let built = new Set<string>();
  return {
    name: 'ace-antd-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    // The generators' chunks named as such (assets/antd-styles-<module>-<hash>.js; a chunk holds copies
    // only, as nothing else imports them): a screen that fetched one shows in the network panel and in
    // tests/e2e/shell.test.ts.
    outputOptions(options) {
      const named = options.chunkFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...options,
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(GENERATORS))
            ? 'assets/antd-styles-[name]-[hash].js'
            : typeof named === 'function'
              ? named(chunk)
              : named,
      };
    },
    buildStart() {
      if (!build) return;
      css = renderStaticStyles();
      built = builtRegistrations(css);
    },
    resolveId(id) {
      if (id === STATIC_STYLES) return `\0${STATIC_STYLES}`;
      // A generators' copy is named by its module's full path plus the marker (see transform).
      if (id.endsWith(GENERATORS) && path.isAbsolute(id)) return id;
      return undefined;
    },
    load(id) {
      if (id === `\0${STATIC_STYLES}`) return build ? css : '';
      if (id.endsWith(GENERATORS)) return fs.readFileSync(id.slice(0, -GENERATORS.length), 'utf8');
      return undefined;
    },
    async transform(code, id) {
      if (!build) return undefined;
      const copy = id.endsWith(GENERATORS);
      const file = copy ? id.slice(0, -GENERATORS.length) : id;
      if (!(copy ? STYLE_HELPERS : STYLE_MODULE).test(file)) return undefined;
      const { registrations, imports } = readStyleModule(code);
      const keys = registrationKeys(file, registrations);
      // Only what the stylesheet holds, and what the copy can hand over as it loads: a registration made
      // inside a function whose generator uses that function's names stays as antd wrote it.
      const chosen = registrations.flatMap((r, k) => (built.has(r.name) && r.hoistable ? [{ ...r, key: keys[k] }] : []));
      const runtime = `import { keepStyle as __keepStyle, lazyStyle as __lazyStyle } from ${JSON.stringify(RUNTIME)};\n`;
      if (!copy) {
        if (!chosen.length) return undefined;
        const self = JSON.stringify(file + GENERATORS);
        return { code: runtime + rewrite(code, chosen, (r) => `__lazyStyle(${JSON.stringify(r.key)}, () => import(${self}))`), map: null };
      }
      // The generators' copy: its generators handed to the runtime as it loads — in place where made at
      // the top level, written again at the end where made inside a function (which the copy never
      // calls) — and antd's style helpers it uses taken from copies too. Were it to import the first
      // screen's own helper modules, the bundler would keep everything the generators use of them in
      // the first screen's chunk.
      const targets = await Promise.all(imports.map((i) => this.resolve(i.value, file).then((r) => r?.id)));
      const redirected = imports.flatMap((i, k) => (targets[k] && STYLE_HELPERS.test(targets[k]) ? [{ ...i, target: targets[k] }] : []));
      const edits: (Edit & { replace: string })[] = [
        ...chosen
          .filter((r) => !r.nested)
          .map((r) => ({ ...r, replace: `__keepStyle(${JSON.stringify(r.key)}, ${code.slice(r.start, r.end)})` })),
        ...redirected.map((i) => ({ ...i, replace: JSON.stringify(i.target + GENERATORS) })),
      ];
      const hoisted = chosen.filter((r) => r.nested).map((r) => `__keepStyle(${JSON.stringify(r.key)}, ${code.slice(r.start, r.end)});\n`);
      return {
        code: (chosen.length ? runtime : '') + rewrite(code, edits, (e) => e.replace) + (hoisted.length ? `\n${hoisted.join('')}` : ''),
        map: null,
      };
    },
  };
}
