// What other features and screens may use of alerts.
export { alertsQuery } from './api';
export { alertKeys } from './keys';
export { ProductAlerts } from './components/product-alerts';
