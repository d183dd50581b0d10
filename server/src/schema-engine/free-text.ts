import type { FieldSchema } from '../../../src/schemas/types';
import { specOf } from '../../../src/schemas/fieldTypes';

/**
 * Free text: text a person writes as they like — typed (the designer offers length and pattern
 * rules) and held to no pattern of its type (单行文本, 多行文本; a phone number or an address has
 * one). Read from the specs: a list sorts it by pinyin (resource-service.ts), and a column of any
 * text a person reads as it is may become one (publish-plan.ts).
 */
export function isFreeText(field: Pick<FieldSchema, 'type'>): boolean {
  const spec = specOf(field);
  return spec.defaults.textual && !!spec.designer?.typedText && !spec.pattern;
}
