// What the taxonomy route tests (reads, types, categories and sub-options) share: the booking kit
// with admin Anil Rao, the public lists of a type, and a consultant skill that puts an entry in use.
import {
  consultantSkillSchema,
  supportCategoryListSchema,
  supportSubOptionListSchema,
} from '@basisdesk/shared';
import { useBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';

export const ADMIN = '/api/SupportTaxonomy/admin';

/** The file's booking kit, with the reads and the skill the tests arrange with. */
export function useTaxonomyKit() {
  const kit = useBookingKit({ admin: { firstName: 'Anil', lastName: 'Rao' } });

  const categoriesOf = async (typeId: string) =>
    expectBody(
      await kit.send('GET', `/api/SupportTaxonomy/categories?typeId=${typeId}`),
      200,
      supportCategoryListSchema,
    );
  const subOptionsOf = async (typeId: string) =>
    expectBody(
      await kit.send('GET', `/api/SupportTaxonomy/suboptions?typeId=${typeId}`),
      200,
      supportSubOptionListSchema,
    );

  /** A consultant skill through the real route, so deletes have something that uses the entry. */
  async function addSkill(supportTypeId: string, supportCategoryId?: string, supportSubOptionId?: string) {
    const response = await kit.send(
      'POST',
      `/api/SupportTaxonomy/consultant/${kit.consultant.id}/skills`,
      kit.consultant,
      {
        supportTypeId,
        supportCategoryId,
        supportSubOptionId,
      },
    );
    expectBody(response, 201, consultantSkillSchema);
  }
  return { kit, categoriesOf, subOptionsOf, addSkill };
}
