/** What the ratings module tells the app (decision 031), inside the rating's transaction. */
export interface RatingEvents {
  /** A customer rated the consultant of a finished ticket (once: a second rating tells nothing). */
  'rating.created': {
    ratingId: string;
    ticketId: string;
    ratedUserId: string;
    /** The three scores as one, to two decimals. */
    average: number;
    comments: string | null;
    ratedByName: string;
  };
}
