export * from './domain-restrictions';
export * from './settings';
export * from './users';
