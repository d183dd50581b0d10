import type { ScreenProps } from '../../engine/screens/overrides';
import { OrderForm } from './OrderForm';

/** The create and edit screens of the order views (one form, two modes). */
export const OrderCreate = ({ schema }: ScreenProps) => <OrderForm schema={schema} mode="create" />;
export const OrderEdit = ({ schema }: ScreenProps) => <OrderForm schema={schema} mode="edit" />;
export { OrderShow } from './OrderShow';
