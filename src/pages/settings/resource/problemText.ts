/**
 * validateSchema speaks English to developers (its problems name resource and field for a failing
 * start-up); an admin in the designer reads the interface's language. Each known message is matched here and said
 * again in the designer's words; an unknown one is shown as it is rather than hidden.
 */

import { designNameRule } from '../../../schemas/designCheck';
import { t } from '../../../i18n/messages/zh-CN/designerProblems';

type Say = (...groups: string[]) => string;

const RULES: ReadonlyArray<[RegExp, Say]> = [
  [/^name must be letters, digits/, () => t('fieldNameRule', { rule: designNameRule() })],
  [/^name "(.*)" is reserved$/, (name) => t('fieldNameReserved', { name })],
  [/^label \(Chinese\) is required$/, () => t('labelRequired')],
  [/^unknown type "(.*)"$/, (type) => t('unknownType', { type })],
  [/^(min|max) must be a number$/, (k) => t(k === 'min' ? 'minNotNumber' : 'maxNotNumber')],
  [/^min (.*) is greater than max (.*)$/, (min, max) => t('minAboveMax', { min, max })],
  [/^min\/max apply to numbers/, () => t('minMaxNumbersOnly')],
  [/^minLength must be a whole number/, () => t('minLengthWhole')],
  [/^maxLength must be a whole number/, () => t('maxLengthWhole')],
  [/^minLength is greater than maxLength$/, () => t('minLengthAboveMax')],
  [/apply to text types, not to type/, () => t('lengthTextOnly')],
  [/^precision applies to/, () => t('precisionRule')],
  [/^pattern is not a valid regular expression: (.*)$/, (pattern) => t('patternInvalid', { pattern })],
  [/^(enum|multiEnum) needs options$/, () => t('optionsRequired')],
  [/^every (enum|multiEnum) option needs a string/, () => t('optionValueRequired')],
  [/^(?:enum|multiEnum) option (.*) needs a label$/, (value) => t('optionLabelRequired', { value })],
  [/^(?:enum|multiEnum) value "(.*)" must not contain a comma$/, (value) => t('optionComma', { value })],
  [/^multiEnum value "(.*)" must not contain a quote/, (value) => t('optionQuote', { value })],
  [/^(?:enum|multiEnum) value "(.*)" appears twice$/, (value) => t('optionTwice', { value })],
  [/^multiEnum value "(.*)" differs from another only in case$/, (value) => t('optionCase', { value })],
  [/^multiEnum takes no default$/, () => t('multiNoDefault')],
  [/^default "(.*)" is not an option$/, (value) => t('defaultNotOption', { value })],
  [/^references? needs reference\.resource/, () => t('targetRequired')],
  [/^references? needs reference\.labelField$/, () => t('targetLabelRequired')],
  [/^reference target "(.*)" is not a known resource$/, (target) => t('targetUnknown', { target })],
  [/^reference labelField "(.*)" is not a field of "(.*)"$/, (field, target) => t('targetLabelUnknown', { field, target })],
  [/^type "(.*)" cannot be filterable$/, () => t('notFilterable')],
  [/^type "(.*)" cannot be sortable$/, () => t('notSortable')],
  [/^type "(.*)" cannot be searchable$/, () => t('notSearchable')],
  [/^default (.*) does not fit type/, (value) => t('defaultWrongType', { value })],
  [/^default "\$today" applies to date fields only$/, () => t('todayDateOnly')],
  [/^duplicate field name$/, () => t('fieldNameTwice')],
  [/^name must start with a lower-case letter/, () => t('apiNameRule', { rule: designNameRule() })],
  [/^fields must list at least one field$/, () => t('fieldsRequired')],
  [/^titleField names an unknown field$/, () => t('titleFieldRequired')],
  [/^list\.defaultSort names an unknown field$/, () => t('sortFieldUnknown')],
  [/^list\.defaultSort names a field that is not sortable$/, () => t('sortFieldNotSortable')],
  [/^list\.defaultSort\.order must be asc or desc$/, () => t('sortOrderRule')],
  [/^list\.pageSize must be/, () => t('pageSizeRule')],
  [/^list\.(columns|filters) names an unknown field$/, () => t('listUnknownField')],
  [/^(form|show)\.sections\[\d+\] names an unknown field$/, (k) => t(k === 'form' ? 'formSectionUnknownField' : 'showSectionUnknownField')],
  [/^parent must name a menu group/, () => t('parentInvalid')],
];

/** A validateSchema message in the designer's words (or the message itself when none of the rules knows it). */
export function problemText(message: string): string {
  for (const [pattern, say] of RULES) {
    const m = pattern.exec(message);
    if (m) return say(...m.slice(1));
  }
  return message;
}
