import { z } from 'zod';
import { listParam } from '@/lib/list-params';

export const TAXONOMY_TABS = ['types', 'categories', 'sub-options'] as const;

/** The tab and the support-type filter live in the address: a reload or Back shows the same list. */
export const taxonomyParamsSchema = z.object({
  tab: z.enum(TAXONOMY_TABS).catch('types'),
  typeId: listParam.id(),
});
