/**
 * What sign-in tells the app (decision 031): a refused password or second-factor code (the audit
 * log, decision 039), in a transaction of its own, as nothing else is written. `userId` names the
 * account when the address is one; the address typed is never told (it may be a mistyped password).
 */
export interface AuthEvents {
  'auth.sign-in-failed': { userId: string | null; step: 'password' | 'second-factor' };
}
