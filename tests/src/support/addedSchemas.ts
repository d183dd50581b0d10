import type { ResourceSchema } from '../../../src/schemas/types';

/**
 * A resource as `GET /setting/resource/published` serves it (docs/requirements.md §10.3): the server fills `apiBase`
 * with `/business/custom/<name>`; `parent` names a menu group or is absent for the top level.
 */
export function addedSchema(name: string, over: Partial<ResourceSchema> = {}): ResourceSchema {
  return {
    name,
    label: `${name}档案`,
    icon: 'CarOutlined',
    apiBase: `/business/custom/${name}`,
    titleField: 'title',
    fields: [
      { name: 'title', label: '名称', type: 'text', required: true, searchable: true },
      { name: 'plate', label: '车牌', type: 'text', maxLength: 16 },
    ],
    ...over,
  };
}
