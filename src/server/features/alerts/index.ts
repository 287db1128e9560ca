// What other features may use of alerts: its plugin, and its summary onto the product (the seed).
export { alertsFeature } from './feature';
export { summarizeProductAlerts } from './summary';
