/**
 * `pluralize` for the browser build (docs/requirements.md §10.5, first screen's weight): refine core
 * imports it for its default `textTransformers`, which make English words of a resource's name
 * ("Successfully created customers", a user-friendly "Customers"). The app shows none of them: its
 * notices and titles are Chinese (src/i18n/messages/zh-CN/refine.ts takes `{{resource}}` from the resource's label), and
 * the app gives refine these same word-keeping transformers (src/App.tsx), so development and tests,
 * which run the real package, behave as the build does. About 2.5 KB gzip of English rules left out.
 */
const keep = (word: string): string => word;

export const plural = keep;
export const singular = keep;

export default { plural, singular };
