// The tables every feature's rows hang off (decision 028): the member (Better Auth's user and
// its sessions, the profile, roles), the audit log, and the infrastructure's own (rate limits,
// the app's secrets, idempotency keys). Each feature's tables are in its own schema.ts.
export * from './enums';
export * from './users';
export * from './auth';
export * from './audit';
export * from './infra';
