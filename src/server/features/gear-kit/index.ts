// What other features may use of the Gear Kit: the member's list (their data export); and the
// feature as the app registers it.
export { listGearKit } from './service';
export { gearKitRoutes as gearKitFeature } from './routes';
