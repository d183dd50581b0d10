/**
 * 附件: files uploaded for the field, `{ id, name, size, type }` each; the server checks each id is an
 * upload of this tenant, project and field (server/src/schema-engine/field-types/file.ts).
 */
import {
  FILE_COUNT_LIMIT,
  FILE_MAX_SIZE_LIMIT,
  fileLimits,
  formatFileSize,
  isAcceptEntry,
  isMarkupEntry,
  type FileItem,
} from '../../domain/fileTypes';
import { listText, notInList } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

// The preview's made-up uploads (`sample-file-<field>-<row>` ids, never a real upload), within the field's size.
const SAMPLE_NAMES = ['设备说明书.pdf', '验收报告.docx'];
const SAMPLE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const SAMPLE_SIZES = [245760, 1153434];

export const file: FieldTypeSpec = {
  get label() {
    return t('file');
  },
  defaults: { visibility: notInList, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: false },
  required: 'upload',
  ownSettings: {
    keys: ['accept', 'maxSize'],
    get refusal() {
      return t('fileOnly');
    },
  },
  designProblems: (f, at) => {
    if (f.min !== undefined) at(t('fileMin'));
    if (f.max !== undefined && !(Number.isInteger(f.max) && f.max >= 1 && f.max <= FILE_COUNT_LIMIT))
      at(t('fileMax', { max: FILE_COUNT_LIMIT }));
    if (f.maxSize !== undefined && !(Number.isInteger(f.maxSize) && f.maxSize >= 1 && f.maxSize <= FILE_MAX_SIZE_LIMIT))
      at(t('fileSize', { max: formatFileSize(FILE_MAX_SIZE_LIMIT) }));
    if (f.accept !== undefined && (!Array.isArray(f.accept) || !f.accept.length)) at(t('fileAcceptEmpty'));
    for (const a of Array.isArray(f.accept) ? f.accept : [])
      if (!isAcceptEntry(a)) at(t('fileAcceptWrong', { entry: String(a) }));
      else if (isMarkupEntry(a)) at(t('fileAcceptMarkup', { entry: a }));
  },
  schemaProblems: (f, at) => {
    if (f.min !== undefined) at('min does not apply to file fields (required asks for one file)');
    if (f.max !== undefined && !(Number.isInteger(f.max) && f.max >= 1 && f.max <= FILE_COUNT_LIMIT))
      at(`max (files) must be a whole number from 1 to ${FILE_COUNT_LIMIT}`);
    if (f.maxSize !== undefined && !(Number.isInteger(f.maxSize) && f.maxSize >= 1 && f.maxSize <= FILE_MAX_SIZE_LIMIT))
      at(`maxSize must be a whole number of bytes from 1 to ${FILE_MAX_SIZE_LIMIT}`);
    if (f.accept !== undefined && !(Array.isArray(f.accept) && f.accept.length && f.accept.every(isAcceptEntry)))
      at('accept must list extensions (".pdf") or MIME types ("image/*")');
    else if (f.accept?.some(isMarkupEntry)) at('accept cannot list markup (.html, .svg, .xml …): no upload takes it');
  },
  completedInSave: true,
  countsEntries: true,
  storage: 'json',
  // At most `max` uploads, each named by its id (name, size and type are taken from the upload).
  jsonSchema: (field, { base }) => ({
    ...base,
    type: 'array',
    maxItems: fileLimits(field).max,
    ...(field.required ? { minItems: 1 } : {}),
    items: {
      title: base.title,
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: {
        id: { title: base.title, type: 'string', minLength: 1, maxLength: 64 },
        name: { title: base.title, type: 'string', maxLength: 255 },
        size: { title: base.title, type: 'integer', minimum: 0 },
        type: { title: base.title, type: 'string', maxLength: 255 },
      },
    },
  }),
  list: { width: 160, wraps: true },
  designer: { default: 'refused', typedText: false },
  text: (value) => listText(value, (v) => (v && typeof v === 'object' && 'name' in v ? String(v.name) : '')),
  // Files are uploaded, never typed: not imported.
  cell: textCell((value) => listText(value, (v) => (v && typeof v === 'object' && 'name' in v ? String(v.name) : '')), null),
  sample: (field, row) =>
    [
      {
        id: `sample-file-${field.name}-${row + 1}`,
        name: SAMPLE_NAMES[row % 2],
        size: Math.min(SAMPLE_SIZES[row % 2], field.maxSize ?? Infinity),
        type: SAMPLE_TYPES[row % 2],
      },
    ] satisfies FileItem[],
};
