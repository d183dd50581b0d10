import { t as tc } from '../../i18n/messages/zh-CN/common';

/** One entry of the product screen's category bar. */
export interface CategoryEntry {
  _id: string;
  name: string;
  index: number;
}

/** The fixed first entry of docs/requirements.md §3: choosing it clears the category filter. */
export const ALL_CATEGORIES: CategoryEntry = {
  _id: 'all',
  // A getter: read where the bar is shown, in the shown language (never at import).
  get name() {
    return tc('all');
  },
  index: 0,
};

/** The category bar's entries: 全部 first, then the fetched categories in their order. */
export function categoryEntries(fetched: ReadonlyArray<Partial<CategoryEntry>>): CategoryEntry[] {
  const rest = fetched
    .filter((c): c is CategoryEntry => typeof c._id === 'string' && c._id !== ALL_CATEGORIES._id)
    .map((c) => ({ _id: c._id, name: c.name ?? c._id, index: c.index ?? 0 }));
  return [ALL_CATEGORIES, ...rest];
}
