import { signUpFormSchema } from '@basisdesk/shared/auth/sign-up-form.schema';
import { zodResolver } from '@hookform/resolvers/zod';

/** Loaded on demand by the sign-up form, so zod is not part of the sign-in page's first load. */
export const signUpResolver = zodResolver(signUpFormSchema);
