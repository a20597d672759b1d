import { MESSAGING_MESSAGES, UPLOADS_PER_USER_AT_ONCE } from '@basisdesk/shared';
import { AppError } from '../../lib/errors';

/**
 * How many uploads each person has running on this node. An upload holds a request, a spool file
 * and, with S3, a connection for as long as its bytes take: one account must not hold them all.
 */
export function createUploadSlots(perUser = UPLOADS_PER_USER_AT_ONCE) {
  const running = new Map<string, number>();
  return {
    /** Takes one of the person's slots, or refuses with a 429; the answer gives it back. */
    take(userId: string): () => void {
      const count = running.get(userId) ?? 0;
      if (count >= perUser) {
        throw new AppError('RATE_LIMITED', MESSAGING_MESSAGES.tooManyUploadsAtOnce(perUser), {
          retryAfterSeconds: 5,
        });
      }
      running.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left === 0) running.delete(userId);
        else running.set(userId, left);
      };
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
