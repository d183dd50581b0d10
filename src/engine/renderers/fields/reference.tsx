import { ReferenceDisplay } from '../reference/ReferenceDisplay';
import { ReferenceSelect } from '../reference/ReferenceSelect';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';

function ReferenceInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <ReferenceSelect field={field} id={id} value={value} onChange={onChange} disabled={disabled} multiple={field.type === 'references'} />
  );
}

function ReferenceCell({ field, value }: DisplayProps) {
  return <ReferenceDisplay field={field} value={value} />;
}

/** Any of the chosen target records (a references field matches when it holds any of them). */
function ReferenceFilter({ field, id, value, onChange }: FilterProps) {
  return (
    <ReferenceSelect
      field={field}
      id={id}
      value={value}
      onChange={(v) => onChange?.(Array.isArray(v) && v.length ? v : undefined)}
      multiple
      placeholder={field.label}
    />
  );
}

/** The `_id` of a record of another resource: a searchable select, shown as that record's label. */
export const referenceRenderer: Renderer = { Input: ReferenceInput, Display: ReferenceCell, Filter: ReferenceFilter, picks: true };
/** A list of `_id`s of another resource (tags): a multiple select, shown as tags. */
export const referencesRenderer: Renderer = { Input: ReferenceInput, Display: ReferenceCell, Filter: ReferenceFilter };
