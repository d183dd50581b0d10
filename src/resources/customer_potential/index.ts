/**
 * Potential-customer overrides: the show page is the generated one with a 转为客户 action above it
 * (offered only while the lead is not converted; it asks first, calls
 * `POST /business/customer_potential/convert` and opens the new customer), and a converted lead
 * links to its customer. The generated list offers the same 转为客户 in each row not yet converted.
 * Create and edit stay generated.
 */
import type { ResourceOverrides } from '../../engine/screens/overrides';
import { PotentialShow, potentialDisplays } from './PotentialShow';
import { ConvertRowAction } from './ConvertRowAction';

export const show: ResourceOverrides['show'] = PotentialShow;
export const displays: ResourceOverrides['displays'] = potentialDisplays;
export const rowActions: ResourceOverrides['rowActions'] = ConvertRowAction;
