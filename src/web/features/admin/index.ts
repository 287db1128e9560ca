// The dashboard and its audit-log tab are loaded by routes/admin.tsx, each as a chunk of its own.
export type { AdminTab } from './components/admin-dashboard';
export { adminKeys } from './keys';
