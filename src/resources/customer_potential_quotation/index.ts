/**
 * Order-view overrides: the form with the line-items editor and live totals, and the show page with
 * status buttons (allowed transitions only), 生成订单, 记录付款 and 打印. Shared by the three views
 * of the order entity from src/components/sales; the list stays generated.
 */
export { OrderCreate as create, OrderEdit as edit, OrderShow as show } from '../../components/sales/orderScreens';
