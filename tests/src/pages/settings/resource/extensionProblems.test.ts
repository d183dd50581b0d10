import { describe, expect, it } from 'vitest';
import { extensionDraftProblems, requiredNeedsDefaultText } from '../../../../../src/pages/settings/resource/extensionProblems';
import { extensionDraft, publishedExtension, toSavedExtension } from '../../../../../src/pages/settings/resource/extensionDraft';
import { addField, updateField } from '../../../../../src/pages/settings/resource/draftEdits';
import { resourceSchemas } from '../../../../../src/schemas';
import type { FieldSchema } from '../../../../../src/schemas/types';

const customer = resourceSchemas.find((s) => s.name === 'customer')!;
const contract: FieldSchema = { name: 'contractNo', label: '合同编号', type: 'text', maxLength: 20 };

describe('the custom fields of a built-in, as the designer edits them', () => {
  it('start from the published custom fields, without the server’s marks, and save as { name, fields }', () => {
    const served = { ...customer, fields: [...customer.fields, { ...contract, custom: true, column: 'cf_x_contract_no' }] };
    const draft = publishedExtension(customer, served);
    expect(draft).toMatchObject({ name: 'customer', label: '客户', titleField: 'name', fields: [contract] });
    const next = updateField(addField(draft), 1, { label: '行业' });
    expect(toSavedExtension(next)).toEqual({ name: 'customer', fields: [contract, { name: 'field2', label: '行业', type: 'text' }] });
  });

  it('are checked by the server’s rules: a built-in field’s name, a required field without a default', () => {
    const draft = extensionDraft(customer, [
      contract,
      { ...contract, name: 'name', label: '名称2' },
      { ...contract, name: 'a', required: true },
      // 负责人's ownerId in another spelling: one column, owner_id.
      { ...contract, name: 'owner_id', label: '负责人2' },
    ]);
    const problems = extensionDraftProblems(customer, draft, resourceSchemas);
    expect(problems.fields).toEqual([
      [],
      ['字段名 name 是“客户”已有的字段，请换一个'],
      [requiredNeedsDefaultText()],
      ['字段名 owner_id 是“客户”已有的字段，请换一个'],
    ]);
    expect(problems.all).toEqual([
      '“客户”已有字段 name，自定义字段请换一个字段名',
      '“客户”的字段“合同编号”是后加的，设为必填时要给默认值',
      '“客户”已有字段 owner_id，自定义字段请换一个字段名',
    ]);
    // The preview draws the built-in with the sound custom fields, merged as the served schemas are.
    expect(problems.preview!.fields.map((f) => f.name)).toEqual([...customer.fields.map((f) => f.name), 'contractNo']);
    expect(problems.preview!.list!.columns!.at(-1)).toBe('contractNo');
    expect(problems.preview!.form!.sections!.at(-1)).toEqual({ title: '自定义字段', fields: ['contractNo'] });
  });

  it('may be none: the built-in alone, nothing to fix', () => {
    const problems = extensionDraftProblems(customer, extensionDraft(customer, []), resourceSchemas);
    expect(problems).toEqual({ resource: [], fields: [], all: [], preview: customer });
  });
});
