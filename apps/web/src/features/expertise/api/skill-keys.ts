/** The expertise feature's query keys. */
export const skillKeys = {
  all: ['consultant-skills'] as const,
  consultant: (consultantId: string) => [...skillKeys.all, consultantId] as const,
};
