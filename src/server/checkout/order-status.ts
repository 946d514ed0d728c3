/** The order statuses live in src/domain (the order statechart reads them too); checkout imports them from here. */
export { ORDER_STATUS } from '../../domain/order-status';
