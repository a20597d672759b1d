import {
  type CreateDomainRestrictionBody,
  DOMAIN_RESTRICTION_MESSAGES,
  type DomainRestriction,
  domainsOfEmail,
  type UpdateDomainRestrictionBody,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Emit } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import type { DomainRestrictionEvents, DomainRestrictionSnapshot } from './domain-restriction.events';
import type { DomainRestrictionRow, DomainRestrictionsRepository } from './domain-restrictions.repository';

function toDomainRestriction(row: DomainRestrictionRow): DomainRestriction {
  return {
    id: row.id,
    domain: row.domain,
    reason: row.reason,
    isActive: row.isActive,
    createdByUserName: row.createdByUserName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const duplicate = () =>
  new AppError('CONFLICT', DOMAIN_RESTRICTION_MESSAGES.domainExists, {
    details: [{ path: 'domain', message: DOMAIN_RESTRICTION_MESSAGES.domainExists }],
  });

const snapshotOf = (row: DomainRestrictionRow | null): DomainRestrictionSnapshot | null =>
  row && { domain: row.domain, reason: row.reason, isActive: row.isActive };

export function createDomainRestrictionsService({
  repo,
  emit,
}: {
  repo: DomainRestrictionsRepository;
  /** Each admin change told in its transaction (the audit log). */
  emit: Emit<DomainRestrictionEvents>;
}) {
  const tell = (tx: Tx, data: DomainRestrictionEvents['domain-restriction.changed']) =>
    emit(tx, { type: 'domain-restriction.changed', data });

  return {
    async list(): Promise<DomainRestriction[]> {
      return (await repo.list()).map(toDomainRestriction);
    },

    async create(body: CreateDomainRestrictionBody, actorId: string): Promise<DomainRestriction> {
      const row = await repo.transaction(async (tx) => {
        const added = await repo.insert({ domain: body.domain, reason: body.reason, createdBy: actorId }, tx);
        if (added) await tell(tx, { change: 'added', id: added.id, before: null, after: snapshotOf(added) });
        return added;
      });
      if (!row) throw duplicate();
      return toDomainRestriction(row);
    },

    async update(id: string, body: UpdateDomainRestrictionBody): Promise<DomainRestriction> {
      const result = await repo.transaction(async (tx) => {
        const before = await repo.findById(id, tx);
        const updated = await repo.update(id, body, tx);
        if (typeof updated !== 'string') {
          await tell(tx, { change: 'updated', id, before: snapshotOf(before), after: snapshotOf(updated) });
        }
        return updated;
      });
      if (result === 'missing') throw notFound('Domain restriction');
      if (result === 'duplicate') throw duplicate();
      return toDomainRestriction(result);
    },

    async delete(id: string): Promise<void> {
      const removed = await repo.transaction(async (tx) => {
        const before = await repo.findById(id, tx);
        if (!before || !(await repo.delete(id, tx))) return false;
        await tell(tx, { change: 'removed', id, before: snapshotOf(before), after: null });
        return true;
      });
      if (!removed) throw notFound('Domain restriction');
    },

    /** Refuses an address whose domain, or a parent domain, is actively restricted. */
    async assertEmailAllowed(email: string): Promise<void> {
      const match = await repo.findActiveMatching(domainsOfEmail(email));
      if (!match) return;
      throw new AppError(
        'DOMAIN_RESTRICTED',
        `Registration with email addresses from ${match.domain} is not allowed. Please use another email address or contact support.`,
      );
    },
  };
}

export type DomainRestrictionsService = ReturnType<typeof createDomainRestrictionsService>;
