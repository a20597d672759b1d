import { PERSONAL_DATA_MESSAGES } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import { afterCommit } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Logger } from '../../lib/logger';
import type { ErasableAccount, ErasureRepository } from './erasure.repository';
import type { PersonalDataEvents } from './personal-data.events';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Erasing an account (decision 041), once its asker has confirmed who they are: the refusals
 * checked under the erasure's locks, the writes, the event, and the files once it commits.
 */
export function createEraseAccount({
  erasure,
  files,
  clock,
  emit,
  log,
}: {
  erasure: ErasureRepository;
  files: FileStore;
  clock: Clock;
  emit: Emit<PersonalDataEvents>;
  log: Logger;
}) {
  /** What may stop an erasure, checked under the locks the erasure holds, so no change slips between. */
  async function refusalOf(
    tx: Tx,
    account: ErasableAccount,
    otherActiveAdmins: number | null,
    now: Date,
  ): Promise<string | null> {
    if (account.erasedAt) return PERSONAL_DATA_MESSAGES.alreadyDeleted;
    if (account.role === 'Admin' && account.status === 'Active' && otherActiveAdmins === 0) {
      return PERSONAL_DATA_MESSAGES.lastAdmin;
    }
    if (account.role === 'Consultant' && (await erasure.countSessionsAhead(tx, account.id, now)) > 0) {
      return PERSONAL_DATA_MESSAGES.sessionsAhead;
    }
    if (account.role === 'Customer' && (await erasure.countUnsettledTickets(tx, account.id)) > 0) {
      return PERSONAL_DATA_MESSAGES.ticketsOpen;
    }
    return null;
  }

  /** Files go from the store once the erasure has committed; one that fails stays for the orphan sweep. */
  function removeFilesAfterCommit(tx: Tx, storageKeys: string[]) {
    afterCommit(tx, () => {
      for (const key of storageKeys) {
        files.delete(key).catch((error: unknown) => {
          log.warn({ err: error }, 'File of an erased account not removed');
        });
      }
    });
  }

  /**
   * Erases `userId` for `actorId` (the person themselves or an admin), who has confirmed. Refused
   * in words while it would leave no admin, strand booked sessions or leave a bill open; 404 for an
   * unknown account, 409 for one already erased.
   */
  async function erase(actorId: string, userId: string): Promise<void> {
    const found = await erasure.find(userId);
    if (!found) throw notFound('User');
    const now = clock.now();
    await erasure.transaction(async (tx) => {
      // A role never changes (decision 029): an admin's erasure locks every active admin first.
      const otherActiveAdmins =
        found.role === 'Admin' ? await erasure.lockOtherActiveAdmins(tx, userId) : null;
      const account = await erasure.lock(tx, userId);
      if (!account) throw notFound('User');
      const refusal = await refusalOf(tx, account, otherActiveAdmins, now);
      if (refusal) throw conflict(refusal);
      const { storageKeys } = await erasure.erase(tx, account, now);
      await emit(tx, { type: 'user.erased', data: { actorId, userId } });
      await erasure.deleteSignInSessions(tx, userId);
      removeFilesAfterCommit(tx, storageKeys);
    });
  }

  return erase;
}
