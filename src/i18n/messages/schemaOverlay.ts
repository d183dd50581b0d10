import type { LocalizableSchema } from './schemaTexts';

/** A menu entry as the server sends it (src/storage/types.ts `MenuEntry`). */
export interface ServedMenuEntry {
  name: string;
  label: string;
  children?: ServedMenuEntry[];
}

/** What names a built-in menu entry: the menu's own declarations and the built-in resources. */
export interface BuiltInNames {
  menu: readonly DeclaredMenuItem[];
  resources: readonly { name: string; label: string }[];
}
interface DeclaredMenuItem {
  name: string;
  label?: string;
  children?: readonly DeclaredMenuItem[];
}

/** What English puts over the built-in schemas and menu where they are served (src/i18n/english.ts). */
export interface SchemaOverlay {
  localizeSchemas<S extends LocalizableSchema>(schemas: readonly S[]): readonly S[];
  localizeMenuLabel(name: string, label: string): string;
  localizeServedMenu<E extends ServedMenuEntry>(menu: E[], builtIn: BuiltInNames): E[];
}

/**
 * The overlay once English is loaded (its code travels in English's chunk), each text as it is until
 * then: what a Chinese reader's first screen carries of it is this file.
 */
let overlay: SchemaOverlay | null = null;

/** Puts the English overlay on (with English's tables: src/i18n/locale.ts), or off with null. */
export function useSchemaOverlay(functions: SchemaOverlay | null): void {
  overlay = functions;
}

export const localizeSchemas = <S extends LocalizableSchema>(schemas: readonly S[]): readonly S[] =>
  overlay ? overlay.localizeSchemas(schemas) : schemas;

export const localizeMenuLabel = (name: string, label: string): string => (overlay ? overlay.localizeMenuLabel(name, label) : label);

/** The menu the server sent, in the shown language; `builtIn` tells a built-in entry's own label from an admin's. */
export const localizeServedMenu = <E extends ServedMenuEntry>(menu: E[], builtIn: BuiltInNames): E[] =>
  overlay ? overlay.localizeServedMenu(menu, builtIn) : menu;
