/** The ratings feature's query keys: a new rating refreshes every list of ratings under `all`. */
export const ratingKeys = {
  all: ['ratings'] as const,
  ticket: (orderId: string) => [...ratingKeys.all, 'ticket', orderId] as const,
  consultant: (consultantId: string) => [...ratingKeys.all, 'by-consultant', consultantId] as const,
};
