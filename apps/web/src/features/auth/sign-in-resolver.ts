import { loginBodySchema } from '@basisdesk/shared/auth/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';

/** Loaded on demand by the sign-in form, so zod is not part of the sign-in page's first load. */
export const signInResolver = zodResolver(loginBodySchema);
