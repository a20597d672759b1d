import {
  type CreateDomainRestrictionBody,
  DOMAIN_RESTRICTION_MESSAGES,
  type DomainRestriction,
  domainsOfEmail,
  type UpdateDomainRestrictionBody,
} from '@basisdesk/shared';
import { AppError, notFound } from '../../lib/errors';
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

export function createDomainRestrictionsService({ repo }: { repo: DomainRestrictionsRepository }) {
  return {
    async list(): Promise<DomainRestriction[]> {
      return (await repo.list()).map(toDomainRestriction);
    },

    async create(body: CreateDomainRestrictionBody, actorId: string): Promise<DomainRestriction> {
      const row = await repo.insert({ domain: body.domain, reason: body.reason, createdBy: actorId });
      if (!row) throw duplicate();
      return toDomainRestriction(row);
    },

    async update(id: string, body: UpdateDomainRestrictionBody): Promise<DomainRestriction> {
      const result = await repo.update(id, body);
      if (result === 'missing') throw notFound('Domain restriction');
      if (result === 'duplicate') throw duplicate();
      return toDomainRestriction(result);
    },

    async delete(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw notFound('Domain restriction');
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
