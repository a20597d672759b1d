import { foreignKey, index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { supportCategories, supportSubOptions, supportTypes } from './taxonomy';
import { users } from './users';

/**
 * What a consultant can be booked for. Without a category it is a general skill of the type
 * (it matches every category of it). The composite keys make a category or sub-option of another
 * type impossible, and keep a used category from being deleted or moved to another type.
 */
export const consultantSkills = pgTable(
  'consultant_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supportTypeId: uuid('support_type_id')
      .notNull()
      .references(() => supportTypes.id, { onDelete: 'restrict' }),
    supportCategoryId: uuid('support_category_id'),
    supportSubOptionId: uuid('support_sub_option_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'consultant_skills_category_of_type_fk',
      columns: [table.supportCategoryId, table.supportTypeId],
      foreignColumns: [supportCategories.id, supportCategories.supportTypeId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'consultant_skills_sub_option_of_type_fk',
      columns: [table.supportSubOptionId, table.supportTypeId],
      foreignColumns: [supportSubOptions.id, supportSubOptions.supportTypeId],
    }).onDelete('restrict'),
    unique('consultant_skills_unique')
      .on(table.consultantId, table.supportTypeId, table.supportCategoryId, table.supportSubOptionId)
      .nullsNotDistinct(),
    index('consultant_skills_type_category_idx').on(table.supportTypeId, table.supportCategoryId),
  ],
);
