export * from './enums';
export * from './users';
export * from './products';
export * from './reviews';
export * from './accounts';
export * from './site';
export * from './auth';
export * from './audit';
