import { useParsed, useShow } from '@refinedev/core';
import { GeneratedShow } from '../../engine/screens/GeneratedShow';
import type { ScreenProps } from '../../engine/screens/overrides';
import { ConversionBar } from './ConversionBar';
import { ConvertedCustomerLink } from './ConvertedCustomerLink';
import { useFieldRules } from '../../engine/screens/useFieldRules';

/** Field displays of the lead's show page: the customer it became links to that customer. */
export const potentialDisplays = { convertedCustomerId: ConvertedCustomerLink };

/**
 * The lead's show page: the generated one, with the conversion bar above it. Both read the record
 * through refine's `useShow` with the same key, so it is fetched once and refreshed together.
 */
export function PotentialShow({ schema: given }: ScreenProps) {
  // The bar reads the fields the user's role lets them see, like the page below it.
  const { schema } = useFieldRules(given);
  const { id } = useParsed();
  const { result: record } = useShow<Record<string, unknown>>({ resource: schema.name, id, errorNotification: false });
  return (
    <>
      {record && <ConversionBar schema={schema} record={record} />}
      <GeneratedShow schema={schema} overrides={{ displays: potentialDisplays }} />
    </>
  );
}
