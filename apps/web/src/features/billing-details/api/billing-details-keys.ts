/** The billing details feature's query keys: saving them replaces `details`. */
export const billingDetailsKeys = {
  all: ['billing-details'] as const,
  details: () => [...billingDetailsKeys.all, 'details'] as const,
};
