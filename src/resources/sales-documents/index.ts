/**
 * The order family's overrides, shared by its three views (order, customer_quotation,
 * customer_potential_quotation: src/schemas/orderViews.ts): the form with the line editor and live
 * totals, and the show page with status buttons (allowed transitions only), 生成订单, 记录付款 and
 * 打印. The list stays generated. The print page beside them (print/) is mounted by src/pages/index.ts.
 */
export { OrderCreate as create, OrderEdit as edit, OrderShow as show } from './orderScreens';
