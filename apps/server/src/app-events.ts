import type { AuthEvents } from './modules/auth/auth.events';
import type { DomainRestrictionEvents } from './modules/domain-restrictions/domain-restriction.events';
import type { MessageEvents } from './modules/messaging/message.events';
import type { PaymentEvents } from './modules/payments/payment.events';
import type { PersonalDataEvents } from './modules/personal-data/personal-data.events';
import type { RatingEvents } from './modules/ratings/rating.events';
import type { SecondFactorEvents } from './modules/second-factor/second-factor.events';
import type { SessionEvents } from './modules/sessions/session.events';
import type { SettingsEvents } from './modules/settings/settings.events';
import type { SignInSessionEvents } from './modules/sign-in-sessions/sign-in-session.events';
import type { SlaEvents } from './modules/sla/sla.events';
import type { SrIdentifierEvents } from './modules/sr-identifiers/sr-identifier.events';
import type { TaxonomyEvents } from './modules/taxonomy/taxonomy.events';
import type { TicketEvents } from './modules/tickets/ticket.events';
import type { UserEvents } from './modules/users/user.events';

/**
 * Every domain event of the app (decision 031): the union of each emitting module's own map. The
 * bus in app-services.ts is typed by it; each module is handed the `emit` of its own events only.
 */
export type AppEvents = UserEvents &
  SignInSessionEvents &
  TicketEvents &
  SessionEvents &
  PaymentEvents &
  MessageEvents &
  RatingEvents &
  PersonalDataEvents &
  AuthEvents &
  SecondFactorEvents &
  SettingsEvents &
  SlaEvents &
  DomainRestrictionEvents &
  TaxonomyEvents &
  SrIdentifierEvents;
