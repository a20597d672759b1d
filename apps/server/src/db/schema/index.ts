export * from './domain-restrictions';
export * from './settings';
export * from './social-identities';
export * from './users';
