/** The availability feature's query keys: publishing or deleting slots refreshes everything under `all`. */
export const availabilityKeys = {
  all: ['availability'] as const,
  consultant: (consultantId: string) => [...availabilityKeys.all, 'by-consultant', consultantId] as const,
  weeklyPattern: () => [...availabilityKeys.all, 'weekly-pattern'] as const,
  exceptions: () => [...availabilityKeys.all, 'exceptions'] as const,
};
