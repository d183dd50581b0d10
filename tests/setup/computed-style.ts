/**
 * A quick `getComputedStyle` for the jsdom unit suite, answering the three properties the testing
 * libraries read — `display` and `visibility` (is an element hidden from `getByRole`, `isVisible`)
 * and `pointer-events` (may user-event click it) — by jsdom's own cascade, and every other property
 * from the element's inline style.
 *
 * Why: jsdom's `getComputedStyle` matches every rule of every style sheet against the element and
 * each of its ancestors (colour and visibility are inherited), and throws its cache away on any DOM
 * change. antd injects thousands of rules, so one call took about 0.1 s; a form test spent nine
 * tenths of its time there (the 组织与人员 page test: 77 of 86 s) and a busy CI machine pushed such
 * tests past their time limit. Here the rules that set one of the three properties are picked out
 * once per style sheet, and an element is matched against those alone.
 *
 * The cascade is jsdom's (living/helpers/style-rules.js): its default style sheet, then the
 * document's sheets in order (an `@media` rule only when it names `screen`), then the inline style;
 * the last declaration wins, `unset` clears, specificity is not weighed. `visibility` and
 * `pointer-events` are inherited with the initial values `visible` and `auto`, as jsdom resolves them.
 */
import { createRequire } from 'node:module';

const PROPERTIES = ['display', 'visibility', 'pointer-events'] as const;
type Property = (typeof PROPERTIES)[number];
const INITIAL: Partial<Record<Property, string>> = { visibility: 'visible', 'pointer-events': 'auto' };

/** The declarations of one property in one sheet, in document order. */
type Declared = { selector: string; value: string };
type SheetRules = { ruleCount: number; byProperty: Record<Property, Declared[]> };

const emptyRules = (): Record<Property, Declared[]> => ({ display: [], visibility: [], 'pointer-events': [] });

function collect(rules: CSSRuleList, into: Record<Property, Declared[]>) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      if (Array.from(rule.media).includes('screen')) collect(rule.cssRules, into);
    } else if (rule instanceof CSSStyleRule) {
      for (const property of PROPERTIES) {
        const value = rule.style.getPropertyValue(property);
        if (value) into[property].push({ selector: rule.selectorText, value });
      }
    }
  }
}

const bySheet = new WeakMap<CSSStyleSheet, SheetRules>();

function rulesOf(sheet: CSSStyleSheet): SheetRules {
  const known = bySheet.get(sheet);
  // A sheet grown by insertRule is read again; a style element whose text changed has a new sheet.
  if (known && known.ruleCount === sheet.cssRules.length) return known;
  const byProperty = emptyRules();
  collect(sheet.cssRules, byProperty);
  const read = { ruleCount: sheet.cssRules.length, byProperty };
  bySheet.set(sheet, read);
  return read;
}

let defaultSheet: SheetRules | undefined;
function defaultRules(): SheetRules {
  if (!defaultSheet) {
    const require = createRequire(import.meta.url);
    const css = require('jsdom/lib/jsdom/browser/default-stylesheet.js') as string;
    // jsdom parses a style element's sheet only in a document shown in its window: this one is read
    // there and taken out again.
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
    defaultSheet = rulesOf(style.sheet!);
    style.remove();
  }
  return defaultSheet;
}

const invalidSelectors = new Set<string>();
function matches(element: Element, selector: string): boolean {
  if (invalidSelectors.has(selector)) return false;
  try {
    return element.matches(selector);
  } catch {
    // As jsdom's matchesDontThrow: a selector it cannot read matches nothing.
    invalidSelectors.add(selector);
    return false;
  }
}

/** The cascaded value of one property, or '' when nothing sets it (or the last word is `unset`). */
function cascaded(element: Element, property: Property, sheets: SheetRules[]): string {
  const inline = (element as HTMLElement).style?.getPropertyValue(property);
  if (inline) return inline === 'unset' ? '' : inline;
  for (let s = sheets.length - 1; s >= 0; s--) {
    const declared = sheets[s]!.byProperty[property];
    for (let d = declared.length - 1; d >= 0; d--) {
      if (matches(element, declared[d]!.selector)) return declared[d]!.value === 'unset' ? '' : declared[d]!.value;
    }
  }
  return '';
}

function resolved(element: Element, property: Property, sheets: SheetRules[]): string {
  const value = cascaded(element, property, sheets);
  if (value || !(property in INITIAL)) return value;
  return element.parentElement ? resolved(element.parentElement, property, sheets) : INITIAL[property]!;
}

/** Replaces `window.getComputedStyle` (a pseudo-element argument is dropped: jsdom has none). */
export function installQuickComputedStyle(window: Window) {
  window.getComputedStyle = (element: Element) => {
    const sheets = [defaultRules(), ...Array.from(element.ownerDocument.styleSheets, (s) => rulesOf(s))];
    const declaration = element.ownerDocument.createElement('div').style;
    declaration.cssText = (element as HTMLElement).style?.cssText ?? '';
    for (const property of PROPERTIES) {
      const value = resolved(element, property, sheets);
      if (value) declaration.setProperty(property, value);
      else declaration.removeProperty(property);
    }
    return declaration;
  };
}
