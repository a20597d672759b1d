import {
  isAdmin,
  PERSONAL_DATA_MESSAGES,
  SYSTEM_SETTING_FLAG_KEYS,
  type TaxonomyEntity,
} from '@basisdesk/shared';
import type { AppEvents } from '../../app-events';
import type { DomainEvents } from '../../lib/domain-events';
import type { AuditService } from './audit.service';

const TARGET_OF_ENTITY = {
  'support type': 'support-type',
  'support category': 'category',
  'support sub-option': 'sub-option',
} as const satisfies Record<TaxonomyEntity, string>;

const isFlag = (key: string) => (SYSTEM_SETTING_FLAG_KEYS as readonly string[]).includes(key);

/**
 * The audit log listens (decision 039): each event it keeps becomes one record, written in the
 * change's transaction (a rolled-back change leaves none). Who acted and from where come from the
 * request's context (lib/request-context.ts); a sign-in names the account that signed in.
 * No emitter imports this file (decision 031).
 */
export function registerAuditListeners(events: DomainEvents<AppEvents>, { audit }: { audit: AuditService }) {
  events.on('user.created', async (data, tx) => {
    const target = { type: 'user' as const, id: data.userId, label: data.email };
    const after = { email: data.email, name: data.name, role: data.role };
    await audit.record({ action: 'user.created', target, before: null, after }, tx);
  });
  events.on('user.updated', async (data, tx) => {
    const target = { type: 'user' as const, id: data.userId, label: data.email };
    await audit.record({ action: 'user.updated', target, before: data.before, after: data.after }, tx);
  });
  events.on('user.status-changed', async (data, tx) => {
    const action = data.after === 'Active' ? 'user.activated' : 'user.deactivated';
    const target = { type: 'user' as const, id: data.userId, label: data.email };
    await audit.record(
      { action, target, before: { status: data.before }, after: { status: data.after } },
      tx,
    );
  });
  events.on('setting.changed', async (data, tx) => {
    const action = isFlag(data.key) ? 'flag.changed' : 'setting.changed';
    const target = { type: 'setting' as const, id: data.key, label: data.key };
    await audit.record({ action, target, before: { value: data.before }, after: { value: data.after } }, tx);
  });
  events.on('sso.changed', async (data, tx) => {
    const target = { type: 'sso' as const, id: 'sso-config', label: 'Single sign-on' };
    await audit.record({ action: 'sso.changed', target, before: data.before, after: data.after }, tx);
  });
  events.on('sla-settings.changed', async (data, tx) => {
    const target = { type: 'sla' as const, id: 'sla-settings', label: 'SLA policies' };
    await audit.record({ action: 'sla.changed', target, before: data.before, after: data.after }, tx);
  });
  events.on('taxonomy.changed', async (data, tx) => {
    const target = { type: TARGET_OF_ENTITY[data.entity], id: data.id, label: data.name };
    await audit.record(
      { action: `taxonomy.${data.change}`, target, before: data.before, after: data.after },
      tx,
    );
  });
  events.on('sr-identifier.changed', async (data, tx) => {
    const label = data.after?.identifier ?? data.before?.identifier ?? null;
    const target = { type: 'sr-identifier' as const, id: data.id, label };
    await audit.record(
      { action: `sr-identifier.${data.change}`, target, before: data.before, after: data.after },
      tx,
    );
  });
  events.on('domain-restriction.changed', async (data, tx) => {
    const label = data.after?.domain ?? data.before?.domain ?? null;
    const target = { type: 'domain-restriction' as const, id: data.id, label };
    await audit.record(
      { action: `domain-restriction.${data.change}`, target, before: data.before, after: data.after },
      tx,
    );
  });
  events.on('ticket.status-changed', async (data, tx) => {
    const target = { type: 'ticket' as const, id: data.ticketId };
    const before = { status: data.from };
    const after = { status: data.to, paymentStatus: data.paymentStatus, hoursWorked: data.hoursWorked };
    if (data.from !== data.to)
      await audit.record({ action: 'ticket.status-changed', target, before, after }, tx);
    // An admin's Paid records a payment settled outside the app (DESIGN §6).
    if (data.payment?.kind === 'captured' && data.changedBy.role && isAdmin(data.changedBy.role)) {
      await audit.record({ action: 'ticket.marked-paid', target, before, after }, tx);
    }
  });
  events.on('ticket.priority-changed', async (data, tx) => {
    const target = { type: 'ticket' as const, id: data.ticketId };
    await audit.record(
      {
        action: 'ticket.priority-changed',
        target,
        before: { priority: data.from },
        after: { priority: data.to },
      },
      tx,
    );
  });
  events.on('payment.refunded', async (data, tx) => {
    const target = { type: 'payment' as const, id: data.providerPaymentId, label: data.ticketId };
    const after = { ticketId: data.ticketId, providerRefundId: data.providerRefundId, reason: data.reason };
    await audit.record({ action: 'payment.refunded', target, after }, tx);
  });
  events.on('payment.signature-failed', async (data, tx) => {
    const target = data.providerPaymentId
      ? { type: 'payment' as const, id: data.providerPaymentId }
      : undefined;
    const after = { source: data.source, providerOrderId: data.providerOrderId };
    await audit.record({ action: 'payment.signature-failed', target, after }, tx);
  });
  events.on('sign-in-session.started', async (data, tx) => {
    const actor = { id: data.userId, email: data.email, name: data.name, role: data.role };
    const target = { type: 'sign-in-session' as const, id: data.sessionId, label: data.email };
    await audit.record({ action: 'auth.sign-in-succeeded', actor, target }, tx);
  });
  events.on('auth.sign-in-failed', async (data, tx) => {
    const target = data.userId ? { type: 'user' as const, id: data.userId } : undefined;
    await audit.record(
      {
        action: 'auth.sign-in-failed',
        actor: null,
        target,
        after: { step: data.step, knownAccount: !!data.userId },
      },
      tx,
    );
  });
  events.on('second-factor.changed', async (data, tx) => {
    const target = { type: 'user' as const, id: data.userId, label: data.email };
    await audit.record({ action: `second-factor.${data.change}`, target }, tx);
  });
  events.on('sign-in-session.ended', async (data, tx) => {
    const target = { type: 'user' as const, id: data.userId };
    const after = { reason: data.reason, sessionIds: data.sessionIds };
    await audit.record({ action: 'sign-in-session.ended', target, after }, tx);
  });
  events.on('user.data-exported', async (data, tx) => {
    await audit.record({ action: 'user.data-exported', target: { type: 'user', id: data.userId } }, tx);
  });
}

/**
 * An erasure is recorded, then every record by or about the person names them by the pseudonym
 * only (decision 041): who they were is gone from the log too, what was done stays. Subscribed
 * after every other listener of `user.erased`, so what those record in the erasure's transaction
 * (the sign-in sessions it ends) is pseudonymised with the rest.
 */
export function registerAuditErasure(events: DomainEvents<AppEvents>, { audit }: { audit: AuditService }) {
  events.on('user.erased', async (data, tx) => {
    const pseudonym = PERSONAL_DATA_MESSAGES.deletedUserName;
    await audit.record(
      { action: 'user.erased', target: { type: 'user', id: data.userId, label: pseudonym } },
      tx,
    );
    await audit.pseudonymiseUser(data.userId, pseudonym, tx);
  });
}
