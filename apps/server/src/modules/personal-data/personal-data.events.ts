/**
 * What a person's data tells the app (decision 031), in the transaction of the act, so the audit
 * log records who did it. `actorId` is who asked: the person themselves, or an admin.
 */
export interface PersonalDataEvents {
  /** Everything held about `userId` was handed to `actorId` as a download. */
  'user.data-exported': { actorId: string; userId: string };
  /**
   * `userId` was erased (decision 041): their sign-in sessions end in this transaction (their
   * live streams close once it commits), and nothing about them can be found again.
   */
  'user.erased': { actorId: string; userId: string };
}
