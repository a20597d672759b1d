import { z } from 'zod';

export const idSchema = z.uuid({ error: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Booleans stored as text, as the spec's settings are ('true' / 'false'). */
export const booleanTextSchema = z.enum(['true', 'false'], { error: "Value must be 'true' or 'false'" });

export const MAX_PAGE_SIZE = 100;
/** `?page&pageSize` of every paged list: page from 1, pageSize from 1 to `maxSize`, with defaults. */
export const pageQueryFields = ({ defaultSize = 20, maxSize = MAX_PAGE_SIZE } = {}) => ({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be 1 or more')
    .max(maxSize, `pageSize must be at most ${maxSize}`)
    .default(defaultSize),
});
export const paginationQuerySchema = z.object(pageQueryFields());
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const emptyResponseSchema = z.undefined();
