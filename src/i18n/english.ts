import type { BuiltInNames, SchemaOverlay, ServedMenuEntry } from './messages/schemaOverlay';
import { localizeMenuLabel, localizeSchemas, localizeServedMenuLabel } from './messages/schemaTexts';

/**
 * English, one chunk (`english-*.js`) loaded only by a person who chose it (src/i18n/locale.ts): every
 * area's table (messages/englishTables.ts) and the built-in schemas' overlay.
 */
export { englishTexts } from './messages/englishTables';

/** The built-in Chinese label of each menu name: the menu's own entries, then the built-in resources. */
function builtInLabels({ menu, resources }: BuiltInNames): Map<string, string> {
  const labels = new Map(resources.map((s) => [s.name, s.label]));
  const walk = (items: BuiltInNames['menu']) =>
    items.forEach((i) => (i.label !== undefined && labels.set(i.name, i.label), walk(i.children ?? [])));
  walk(menu);
  return labels;
}

/** The menu the server sent in English: built-in entries as declared, what an admin wrote as written. */
function localizeServedMenu<E extends ServedMenuEntry>(menu: E[], names: BuiltInNames): E[] {
  const builtIn = builtInLabels(names);
  const walk = (entries: ServedMenuEntry[]): ServedMenuEntry[] =>
    entries.map((e) => ({
      ...e,
      label: localizeServedMenuLabel(e.name, e.label, builtIn.get(e.name)),
      ...(e.children ? { children: walk(e.children) } : {}),
    }));
  // The entries keep every field they came with: only labels change.
  return walk(menu) as E[];
}

export const schemaOverlay: SchemaOverlay = { localizeSchemas, localizeMenuLabel, localizeServedMenu };
