import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, SERVER_CODE_MESSAGES, STATUS_MESSAGES } from '../../../src/domain/errorCatalogue';
import { validationMessages } from '../../../src/domain/validationMessages';
import { deniedMessage, type PermissionAction } from '../../../src/domain/permissions/actions';
import { SMS_OFF_MESSAGES, smsSendFailed } from '../../../src/domain/smsChannel';
import { weakPasswordMessage } from '../../../src/domain/passwordRule';
import { contentLockReason, expiredAcceptRefusal, paidDeleteRefusal } from '../../../src/domain/sales/documentRules';
import { uploadMessages } from '../../../server/src/http/upload-reader';
import { contentMismatch } from '../../../server/src/areas/platform/uploads/upload-content';
import { resolveRelatedPath } from '../../../src/schemas/relatedLists';
import { resourceSchemas } from '../../../src/schemas';
import { serverChineseTexts } from '../../../server/src/messages/tables';

/**
 * Every message a user can see is Chinese in Chinese (docs/requirements.md §8): the error catalogue the
 * client shows, the wording modules the server's refusals are made of, the server's tables of texts, and
 * every refusal the server's code writes — a literal, or a function saying a text of a table (its English
 * is checked beside its Chinese: tests/src/i18n/texts.unit.test.ts). A technical word may stand in a
 * sentence (`multipart/form-data`, `boundary`, a field's path in quotes); an English phrase may not —
 * GET /related once answered "via … is no reference to …".
 */

const CJK = /[\u4e00-\u9fff]/;
/** Two English words in a row: a phrase, not a technical term. */
const ENGLISH_PHRASE = /[A-Za-z]{2,}[ \t,.:;!?'"]+[A-Za-z]{2,}/;
/** What is wrong with a message, or null: it must hold Chinese and no English phrase. */
const fault = (text: string): string | null => {
  // A name in quotes (a field's path, a value the user typed) is quoted, not said.
  const said = text.replace(/“[^”]*”/g, '…');
  return !CJK.test(said) ? 'no Chinese' : ENGLISH_PHRASE.test(said) ? `English phrase “${ENGLISH_PHRASE.exec(said)![0]}”` : null;
};

describe('messages a user can see', () => {
  it('the error catalogue', () => {
    const texts = [...Object.values(HTTP_MESSAGES), ...Object.values(STATUS_MESSAGES), ...Object.values(SERVER_CODE_MESSAGES)];
    expect(texts.length).toBeGreaterThan(15);
    expect(texts.filter((t) => fault(t))).toEqual([]);
  });

  it('the wording modules the refusals are made of, with sample arguments', () => {
    const actions: PermissionAction[] = ['list', 'show', 'create', 'edit', 'delete', 'transfer', 'export', 'import', 'convert', 'print'];
    // Each wording function, called the ways it may be: a label first, then a limit, a list of types or a text.
    const samples = [['名称', 2], ['名称', ['string', 'integer']], ['名称', '甲'], ['名称']];
    const wordings = [...Object.entries(validationMessages), ...Object.entries(uploadMessages)].map(([name, fn]) => {
      const args = samples.find((a) => {
        try {
          return typeof (fn as (...a: unknown[]) => unknown)(...a) === 'string';
        } catch {
          return false;
        }
      });
      return [name, args ? (fn as (...a: unknown[]) => string)(...args) : `(${name} takes none of the sample arguments)`];
    });
    const texts: [string, string][] = [
      ...wordings.map(([n, t]) => [n, t] as [string, string]),
      ...actions.map((a) => [`denied ${a}`, deniedMessage(a, '客户')] as [string, string]),
      ...Object.entries(SMS_OFF_MESSAGES),
      ['smsSendFailed', smsSendFailed()],
      ['weakPassword', weakPasswordMessage('密码')],
      ['expiredAccept', expiredAcceptRefusal('2026-01-01')],
      ['paidDelete', paidDeleteRefusal('SO20260101-0000000A')],
      ['contentLock', contentLockReason({ type: 0, status: 2 }) ?? '已完成'],
      ['contentMismatch', contentMismatch('附件', '合同.pdf')],
    ];
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter(([, t]) => fault(t))).toEqual([]);
  });

  it("the server's tables of texts (server/src/messages/zh-CN)", () => {
    // A text of punctuation and placeholders alone (、 joining a list, “{{title}}”) says nothing to check.
    const words = (text: string) => /[A-Za-z\u4e00-\u9fff]/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));
    const texts = Object.entries(serverChineseTexts).flatMap(([area, table]) =>
      Object.entries(table).map(([key, text]) => [`${area}.${key}`, text] as [string, string]),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([, t]) => words(t) && fault(t))).toEqual([]);
  });

  it('what GET /related answers for a path that leads nowhere', () => {
    const lookup = (name: string) => resourceSchemas.find((s) => s.name === name);
    const order = lookup('order')!;
    const texts = [
      resolveRelatedPath(order, 'customerId', 'product', lookup),
      resolveRelatedPath(order, 'lines.taxId', 'product', lookup),
      resolveRelatedPath(order, 'a.b.c', 'customer', lookup),
      resolveRelatedPath(lookup('payment')!, 'orderId.code', 'customer', lookup),
    ];
    expect(texts.every((t) => typeof t === 'string')).toBe(true);
    expect(texts.filter((t) => fault(String(t)))).toEqual([]);
  });

  /**
   * The server's error makers: each takes its message first (`new AppError` second); `failed` is the
   * sign-in's (auth.service.ts). Their own file, core/errors.ts, passes on what they are given.
   */
  const MAKERS = new Set([
    'badRequest',
    'operationFailed',
    'unauthorized',
    'forbidden',
    'notFound',
    'conflict',
    'tooManyRequests',
    'failed',
  ]);
  const MAKERS_FILE = path.join('core', 'errors.ts');
  /** Messages that come from a wording checked above. */
  const CHECKED_WORDING =
    /^(say|validationMessages|uploadMessages)\.\w+\(|^(deniedMessage|weakPasswordMessage|expiredAcceptRefusal|paidDeleteRefusal|contentMismatch)\(|^SMS_OFF_MESSAGES\.\w+$|^smsSendFailed(\(\))?$/;
  /**
   * Messages passed on from where they were written, each looked at: the site, the expression, and
   * where its text comes from. A new site that is neither a literal nor a checked wording joins this
   * list only once its source is known to be Chinese.
   */
  const PASSED_ON: Record<string, string> = {
    'areas/designer/designer.service.ts broken': 'designCheck.ts, the designer wording',
    'areas/platform/roles/roles.service.ts conflictSaid(r, given, conflict.field)': 'role-conflicts.ts, the people table',
    'areas/platform/sign-in/login-challenge.service.ts message': 'the challenge texts of the same file',
    'areas/sales/order-lines.ts amountLimitError(figures, row) ?? tooBig': 'amountLimitError, the business table, naming the line',
    'areas/sales/order-lines.ts amountLimitError(inputs) ?? tooBig': 'amountLimitError, the business table',
    'areas/sales/orders.hooks.ts contentLockReason(before) ?? locked': 'contentLockReason (checked above)',
    "areas/designer/designer.service.ts () => { const again = check(); const problems = (again.length ? again : found).slice(0, 3).join(ts('problemsJoin')); return key ? ts(key, { problems }) : problems; }":
      'designCheck.ts, the designer wording, in the business table',

    'schema-engine/resource-service.ts err.say(shownLabel)': 'ListQueryError, the list query’s table (schemaListQuery)',
    'schema-engine/list-request.ts err.say(shownLabel)': 'ListQueryError, the list query’s table (schemaListQuery)',
    'schema-engine/routes.ts err.say(shownLabel)': 'ListQueryError, the list query’s table (schemaListQuery)',

    'schema-engine/record-rules.ts reason': 'documentRules.ts (checked above)',
    'areas/platform/sign-in/auth.service.ts message': "failed(…)'s callers, literals checked here",
    'http/upload-reader.ts rules.tooLarge': "each upload route's limit text: say.fileSize or a literal of the route",
  };

  const serverFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? serverFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

  /** A message expression's text with its substitutions as …, each branch of a condition apart; null if not literal. */
  function literalTexts(e: ts.Expression, consts: Map<string, ts.Expression>): string[] | null {
    if (ts.isParenthesizedExpression(e)) return literalTexts(e.expression, consts);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    if (ts.isTemplateExpression(e)) return [e.head.text + e.templateSpans.map((s) => `…${s.literal.text}`).join('')];
    if (ts.isConditionalExpression(e)) {
      const [a, b] = [literalTexts(e.whenTrue, consts), literalTexts(e.whenFalse, consts)];
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isIdentifier(e) && consts.has(e.text)) return literalTexts(consts.get(e.text)!, consts);
    return null;
  }

  it("every refusal the server's code writes", () => {
    const root = path.resolve(__dirname, '../../../server/src');
    const faults: string[] = [];
    const unknown: string[] = [];
    let literals = 0;
    let tables = 0;
    const passedOn = new Set<string>();
    for (const file of serverFiles(root).filter((f) => !f.endsWith(MAKERS_FILE))) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const rel = path.relative(root, file);
      // The translators of the server's tables this file imports (`import { t as te } from '…/messages/zh-CN/…'`).
      const tabled = new Set<string>();
      for (const s of source.statements)
        if (ts.isImportDeclaration(s) && /\/messages\/zh-CN\//.test((s.moduleSpecifier as ts.StringLiteral).text))
          for (const e of (s.importClause?.namedBindings as ts.NamedImports | undefined)?.elements ?? [])
            if ((e.propertyName ?? e.name).text === 't') tabled.add(e.name.text);
      // A file's string constants (`const MISSING = '…'`), read when a refusal names one.
      const consts = new Map<string, ts.Expression>();
      const collect = (n: ts.Node) => {
        if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
        ts.forEachChild(n, collect);
      };
      collect(source);
      /** A message said when the reply is made (`() => te('key', …)`): what the function gives. */
      const said = (e: ts.Expression): ts.Expression => (ts.isArrowFunction(e) && !ts.isBlock(e.body) ? said(e.body) : e);
      /** Whether every branch of a message says a text of a table. */
      const fromTable = (e: ts.Expression): boolean => {
        const m = said(e);
        if (ts.isParenthesizedExpression(m)) return fromTable(m.expression);
        if (ts.isConditionalExpression(m)) return fromTable(m.whenTrue) && fromTable(m.whenFalse);
        return ts.isCallExpression(m) && ts.isIdentifier(m.expression) && tabled.has(m.expression.text);
      };
      const visit = (n: ts.Node) => {
        const given =
          ts.isCallExpression(n) && ts.isIdentifier(n.expression) && MAKERS.has(n.expression.text)
            ? n.arguments[0]
            : ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'AppError'
              ? n.arguments?.[1]
              : undefined;
        const message = given && said(given);
        if (given && fromTable(given)) tables++;
        else if (message) {
          const at = `${rel}:${source.getLineAndCharacterOfPosition(message.getStart()).line + 1}`;
          const texts = literalTexts(message, consts);
          const expression = message.getText().replace(/\s+/g, ' ');
          if (texts) {
            literals += texts.length;
            for (const t of texts) if (fault(t)) faults.push(`${at} ${fault(t)}: ${t}`);
          } else if (PASSED_ON[`${rel} ${expression}`]) passedOn.add(`${rel} ${expression}`);
          else if (!CHECKED_WORDING.test(expression)) unknown.push(`${at} ${expression}`);
        }
        ts.forEachChild(n, visit);
      };
      visit(source);
    }
    // The refusals written in the code, literal or from a table (checked above).
    expect(literals + tables).toBeGreaterThan(200);
    expect(tables).toBeGreaterThan(100);
    expect(faults).toEqual([]);
    expect(unknown).toEqual([]);
    // Every entry of the list still names a refusal of the code: none left behind by a change.
    expect(Object.keys(PASSED_ON).filter((k) => !passedOn.has(k))).toEqual([]);
  });
});
