export { OrderStatus, type OrderStatusProps } from './order-status';
