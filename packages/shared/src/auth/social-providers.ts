/** The social sign-in providers, free of zod so the sign-in page stays light. */

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };
