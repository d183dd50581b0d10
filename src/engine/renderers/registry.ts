/**
 * THE renderer registry: one entry per field type. A `Record<FieldType, Renderer>`, so adding a type
 * to FieldType without a renderer here fails to compile.
 */
import type { FieldType } from '../../schemas/types';
import type { Renderer } from './types';
import { lookupRenderer } from './lookupRenderer';
import { rendererOverrides } from './overrides';
import { autoNumberRenderer } from './fields/autoNumber';
import { booleanRenderer } from './fields/boolean';
import { dateRenderer, datetimeRenderer } from './fields/date';
import { enumRenderer } from './fields/enum';
import { fileRenderer } from './fields/file';
import { creditCodeRenderer, idCardRenderer } from './fields/identityCode';
import { imageRenderer } from './fields/image';
import { jsonRenderer } from './fields/json';
import { createLineItemsRenderer } from './fields/lineItems';
import { moneyRenderer } from './fields/money';
import { multiEnumRenderer } from './fields/multiEnum';
import { integerRenderer, numberRenderer, percentRenderer } from './fields/number';
import { ratingRenderer } from './fields/rating';
import { referenceRenderer, referencesRenderer } from './fields/reference';
import { regionRenderer } from './fields/region/region';
import { emailRenderer, phoneRenderer, textareaRenderer, textRenderer } from './fields/text';
import { timeRenderer } from './fields/time';
import { urlRenderer } from './fields/url';

export const rendererRegistry: Record<FieldType, Renderer> = {
  text: textRenderer,
  textarea: textareaRenderer,
  number: numberRenderer,
  integer: integerRenderer,
  money: moneyRenderer,
  percent: percentRenderer,
  boolean: booleanRenderer,
  enum: enumRenderer,
  date: dateRenderer,
  datetime: datetimeRenderer,
  phone: phoneRenderer,
  email: emailRenderer,
  image: imageRenderer,
  reference: referenceRenderer,
  references: referencesRenderer,
  json: jsonRenderer,
  // Item fields go through the same look-up as any field (override key, this registry, marker).
  lineItems: createLineItemsRenderer((field, schema) => lookupRenderer(field, schema, rendererOverrides, rendererRegistry)),
  url: urlRenderer,
  time: timeRenderer,
  multiEnum: multiEnumRenderer,
  idCard: idCardRenderer,
  creditCode: creditCodeRenderer,
  region: regionRenderer,
  file: fileRenderer,
  autoNumber: autoNumberRenderer,
  rating: ratingRenderer,
};
