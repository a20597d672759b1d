import type { Readable } from 'node:stream';
import { type DeleteAccountBody, HOUR_MS, isAdmin, PERSONAL_DATA_MESSAGES } from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Logger } from '../../lib/logger';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { SecondFactorService } from '../second-factor/second-factor.service';
import type { Principal } from '../users/principal';
import type { DataExportRepository } from './data-export.repository';
import { writeDataArchive } from './data-export-archive';
import { createEraseAccount } from './erase-account';
import type { ErasureRepository } from './erasure.repository';
import type { PersonalDataEvents } from './personal-data.events';

export type Actor = Pick<Principal, 'id' | 'role' | 'account'>;

/** A download reads everything about a person: a few an hour for each person who asks. */
export const DATA_EXPORTS = { name: 'data-export', max: 5, windowMs: HOUR_MS } satisfies RateLimitRule;

/**
 * A person's data (decision 041): everything held about them as a download, and their erasure.
 * The person does both from Settings, an admin for any user; each is told as an event in its
 * transaction, for the audit log.
 */
export function createPersonalDataService(deps: {
  exports: DataExportRepository;
  erasure: ErasureRepository;
  secondFactor: Pick<SecondFactorService, 'confirmPresence'>;
  files: FileStore;
  limiter: RateLimiter;
  clock: Clock;
  emit: Emit<PersonalDataEvents>;
  appName: string;
  log: Logger;
}) {
  const { exports, erasure, clock, emit, log } = deps;

  const erase = createEraseAccount({ erasure, files: deps.files, clock, emit, log });

  return {
    /**
     * The ZIP of everything held about `userId` (README.txt, JSON files, attachments/), for the
     * person or an admin; a few an hour per asker. 404 for an unknown account.
     */
    async exportData(actor: Actor, userId: string): Promise<{ stream: Readable; at: Date }> {
      if (actor.id !== userId && !isAdmin(actor.role)) throw notFound('User');
      await deps.limiter.consume(DATA_EXPORTS, actor.id);
      const data = await exports.read(userId);
      if (!data) throw notFound('User');
      await exports.transaction((tx) =>
        emit(tx, { type: 'user.data-exported', data: { actorId: actor.id, userId } }),
      );
      const at = clock.now();
      return { stream: writeDataArchive({ data, store: deps.files, appName: deps.appName, at, log }), at };
    },

    /** DELETE users/me: the person's own account. */
    async eraseOwn(actor: Actor, confirmation: DeleteAccountBody): Promise<void> {
      await deps.secondFactor.confirmPresence(actor, confirmation);
      await erase(actor.id, actor.id);
    },

    /** DELETE Admin/users/{id}: another person's; an admin's own goes through Settings (403 here). */
    async eraseUser(actor: Actor, userId: string, confirmation: DeleteAccountBody): Promise<void> {
      if (actor.id === userId) throw new AppError('FORBIDDEN', PERSONAL_DATA_MESSAGES.deleteOwnFromSettings);
      await deps.secondFactor.confirmPresence(actor, confirmation);
      await erase(actor.id, userId);
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
