/**
 * Tables of texts that keep their shape (`TABLE[key]`, `Object.entries(TABLE)`) yet read each text when
 * it is shown, never when the module loads (src/i18n/messages/translate.ts): every property is a getter
 * that asks the area's translator, so the same table reads English once English is chosen, and Chinese
 * on the server.
 */

/** An object with the names of `keys`, each reading its text through `t` when read. */
export function shownTexts<N extends string | number, K extends string>(
  keys: Readonly<Record<N, K>>,
  t: (key: K) => string,
): Readonly<Record<N, string>> {
  const table = {} as Record<N, string>;
  for (const [name, key] of Object.entries(keys) as [string, K][])
    Object.defineProperty(table, name, { enumerable: true, get: () => t(key) });
  return Object.freeze(table);
}

/** A list whose items read their texts through `t` when read (`LIST[i]`, `LIST.map(…)`). */
export function shownList<K extends string>(keys: readonly K[], t: (key: K) => string): readonly string[] {
  const list: string[] = [];
  keys.forEach((key, i) => Object.defineProperty(list, i, { enumerable: true, get: () => t(key) }));
  return Object.freeze(list);
}
