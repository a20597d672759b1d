/** The three levels a skill or a ticket is filed under, each with its name as read joined. */
type TaxonomyPathKey =
  | 'supportTypeId'
  | 'supportTypeName'
  | 'supportCategoryId'
  | 'supportCategoryName'
  | 'supportSubOptionId'
  | 'supportSubOptionName';

/**
 * Just the path of a row that carries more, as the contracts answer it (a skill may stop at the
 * type or the category; a ticket names its sub-option only when it has one).
 */
export const taxonomyPathOf = <Row extends Record<TaxonomyPathKey, string | null>>(
  row: Row,
): Pick<Row, TaxonomyPathKey> => ({
  supportTypeId: row.supportTypeId,
  supportTypeName: row.supportTypeName,
  supportCategoryId: row.supportCategoryId,
  supportCategoryName: row.supportCategoryName,
  supportSubOptionId: row.supportSubOptionId,
  supportSubOptionName: row.supportSubOptionName,
});
