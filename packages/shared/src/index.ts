import './common/zod-messages';

export * from './auth/auth.schema';
export * from './auth/roles';
export * from './auth/roles.schema';
export * from './auth/sign-up-rules';
export * from './auth/social-auth.schema';
export * from './availability/availability.schema';
export * from './common/api-error.schema';
export * from './common/primitives.schema';
export * from './consultants/consultants.schema';
export * from './domain-restrictions/domain-restrictions.schema';
export * from './payments/payments.schema';
export * from './ratings/ratings.schema';
export * from './settings/settings.schema';
export * from './sr-identifiers/sr-identifiers.schema';
export * from './taxonomy/taxonomy.schema';
export * from './tickets/tickets.schema';
export * from './users/users.schema';
