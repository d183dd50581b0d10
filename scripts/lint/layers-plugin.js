// Our own ESLint rules for the import layout (docs/decisions.md, "One source for every fact").
// Why not eslint-plugin-import-x: it needs the native `unrs-resolver`, whose bindings for other
// platforms are not on every registry mirror, and `npm ci` then refuses the lock file. Our imports
// are all relative, so a path check needs no resolver: these two rules are what we used of it.
import path from 'node:path';

const ROOT = process.cwd();

/** `dir` is `file` itself or a folder above it. */
function within(file, dir) {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Every static import, re-export and literal dynamic import of a file, as its source literal. */
function importSources(check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/**
 * Relative imports in TypeScript name no extension (the server is bundled by esbuild, the client by Vite),
 * except `allow`ed kinds. Plain JavaScript files run by Node itself keep theirs: Node needs them.
 */
const importExtensions = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { extension: 'Relative imports have no extension: "{{source}}".' },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    if (/\.[cm]?jsx?$/.test(context.filename)) return {};
    return importSources((source) => {
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const ext = path.extname(spec).slice(1);
      if (['js', 'jsx', 'ts', 'tsx', 'mts', 'cts'].includes(ext) && !allow.has(ext)) {
        context.report({ node: source, messageId: 'extension', data: { source: spec } });
      }
    });
  },
};

/**
 * Files under a zone's `target` do not import from its `from`, except from the `except` folders
 * (relative to `from`). Paths are relative to the folder ESLint runs in, like import-x's rule of the same name.
 */
const restrictedPaths = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: '{{message}} ("{{source}}")' },
  },
  create(context) {
    const file = context.filename;
    const zones = context.options[0].zones
      .map((zone) => {
        const from = path.resolve(ROOT, zone.from);
        return {
          targets: [zone.target].flat().map((t) => path.resolve(ROOT, t)),
          from,
          except: (zone.except ?? []).map((e) => path.resolve(from, e)),
          message: zone.message,
        };
      })
      .filter((zone) => zone.targets.some((t) => within(file, t)));
    if (zones.length === 0) return {};
    return importSources((source) => {
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const imported = path.resolve(path.dirname(file), spec);
      for (const zone of zones) {
        if (within(imported, zone.from) && !zone.except.some((e) => within(imported, e))) {
          context.report({ node: source, messageId: 'restricted', data: { message: zone.message, source: spec } });
        }
      }
    });
  },
};

/** Chinese characters and the full-width punctuation Chinese text is written with (，：（）？！、。《》). */
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e\uffe5]/;

/**
 * No Chinese written in code: a text the user reads comes from an area's table (src/i18n/messages), so
 * English can replace it. Strings, template parts and JSX text are checked; regular expressions are
 * not (they read what people typed). Data that is Chinese whatever the interface's language (place
 * names, the amount in capitals) says so in an `eslint-disable-next-line` with its reason.
 */
const noLiteralChinese = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { chinese: "Chinese text in code: put it in its area's table (src/i18n/messages/zh-CN) and call the translator." },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && CHINESE.test(text)) context.report({ node, messageId: 'chinese' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
      JSXText: (node) => check(node, node.value),
    };
  },
};

export default {
  meta: { name: 'layers' },
  rules: { 'import-extensions': importExtensions, 'restricted-paths': restrictedPaths, 'no-literal-chinese': noLiteralChinese },
};
