import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { rendererRegistry } from '../../../engine/renderers/registry';
import { specOf } from '../../../schemas/fieldTypes';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';
import { targetLabel } from './referenceTargets';
import { t } from '../../../i18n/messages/zh-CN/designer';

/** A sample reference's made-up name (示例客户1), so the preview reads no record of the target. */
function sampleName(schemas: readonly ResourceSchema[], f: FieldSchema, id: unknown) {
  const n = String(id).split('-').pop();
  return t('sampleName', { target: targetLabel(schemas, f.reference?.resource), n });
}

/**
 * How the preview (list cells and show page alike) draws a sample value the engine's renderer
 * would read from the server: references (by their spec's `refersTo`) as made-up names, the rest
 * as their renderer's `SampleDisplay` says (attachments without download links). Undefined for the
 * other types, which the engine's renderers draw as they are.
 */
export function sampleDisplay(f: FieldSchema, schemas: readonly ResourceSchema[]): ((v: unknown) => ReactNode) | undefined {
  const Sample = rendererRegistry[f.type].SampleDisplay;
  if (Sample) return (v) => <Sample value={v} />;
  const refersTo = specOf(f).refersTo;
  if (refersTo === 'one') return (v) => sampleName(schemas, f, v);
  if (refersTo === 'many')
    return (v) => (
      <span>
        {(Array.isArray(v) ? v : []).map((id) => (
          <Tag key={String(id)}>{sampleName(schemas, f, id)}</Tag>
        ))}
      </span>
    );
  return undefined;
}
