/**
 * Every field type's spec, by type: a `Record<FieldType, FieldTypeSpec>`, so a type added to
 * `FieldType` without its spec fails to compile (README.md here: how to add a type). The order is
 * the designer's (types it does not offer last).
 */
import type { FieldSchema, FieldType } from '../types';
import { autoNumber } from './autoNumber';
import { boolean } from './boolean';
import { creditCode } from './creditCode';
import { date } from './date';
import { datetime } from './datetime';
import { email } from './email';
import { enumType } from './enum';
import { file } from './file';
import { idCard } from './idCard';
import { image } from './image';
import { integer } from './integer';
import { json } from './json';
import { lineItems } from './lineItems';
import { money } from './money';
import { multiEnum } from './multiEnum';
import { number } from './number';
import { percent } from './percent';
import { phone } from './phone';
import { rating } from './rating';
import { reference } from './reference';
import { references } from './references';
import { region } from './region';
import type { FieldTypeSpec, StorageKind } from './spec';
import { text } from './text';
import { textarea } from './textarea';
import { time } from './time';
import { url } from './url';

export const FIELD_TYPE_SPECS: Record<FieldType, FieldTypeSpec> = {
  text,
  textarea,
  integer,
  number,
  money,
  percent,
  boolean,
  enum: enumType,
  date,
  datetime,
  phone,
  email,
  image,
  reference,
  references,
  url,
  time,
  multiEnum,
  idCard,
  creditCode,
  region,
  file,
  autoNumber,
  rating,
  json,
  lineItems,
};

/** The spec of a field's type. */
export const specOf = (field: Pick<FieldSchema, 'type'>): FieldTypeSpec => FIELD_TYPE_SPECS[field.type];

/** How a field's values are stored (its type's kind, or the one its options choose). */
export function storageKindOf(field: Pick<FieldSchema, 'type' | 'options'>): StorageKind {
  const storage = FIELD_TYPE_SPECS[field.type].storage;
  return typeof storage === 'function' ? storage(field) : storage;
}
