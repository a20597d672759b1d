import type { Role } from '@basisdesk/shared';
import type { SignInSessionEndReason } from './sign-in-sessions.repository';

/**
 * What the sign-in sessions module tells the app (decision 031), inside the transaction that
 * ended the sessions: the live streams of those sessions close once it commits (decision 032).
 */
export interface SignInSessionEvents {
  /** A sign-in succeeded (password, second factor or social): its session started (the audit log). */
  'sign-in-session.started': {
    userId: string;
    sessionId: string;
    email: string;
    name: string;
    role: Role;
  };
  'sign-in-session.ended': { userId: string; sessionIds: string[]; reason: SignInSessionEndReason };
}
