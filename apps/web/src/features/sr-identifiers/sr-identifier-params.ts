import { z } from 'zod';
import { listParam } from '@/lib/list-params';

/** The search lives in the address (a reload keeps it) and filters the loaded list. */
export const srIdentifierParamsSchema = z.object({ search: listParam.text() });
