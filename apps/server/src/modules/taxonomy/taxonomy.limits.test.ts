import {
  SHORT_CODE_MAX_LENGTH,
  supportCategorySchema,
  supportSubOptionSchema,
  supportTypeSchema,
  TAXONOMY_DESCRIPTION_MAX_LENGTH,
  TAXONOMY_MESSAGES,
  TAXONOMY_NAME_MAX_LENGTH,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

const suite = useRouteSuite();
const ADMIN = '/api/SupportTaxonomy/admin';

const createType = (body: unknown) => suite.send('POST', `${ADMIN}/types`, suite.admin, body);
const createdType = async (body: unknown) => expectBody(await createType(body), 201, supportTypeSchema);

let supportTypeId: string;
beforeAll(async () => {
  supportTypeId = (await createdType({ name: 'Limits', shortCode: 'LIM' })).id;
});

/** Each kind's create call with a body that is valid apart from `fields`. */
const KINDS = [
  { kind: 'types', schema: supportTypeSchema, body: (fields: object) => ({ name: 'Type', ...fields }) },
  {
    kind: 'categories',
    schema: supportCategorySchema,
    body: (fields: object) => ({ name: 'Category', supportTypeId, ...fields }),
  },
  {
    kind: 'suboptions',
    schema: supportSubOptionSchema,
    body: (fields: object) => ({ name: 'Sub-option', supportTypeId, ...fields }),
  },
] as const;

const create = (kind: string, body: unknown) => suite.send('POST', `${ADMIN}/${kind}`, suite.admin, body);

describe('limits the screens enforce, over the API', () => {
  it(`short code: ${SHORT_CODE_MAX_LENGTH} characters accepted and upper-cased, one more refused, for every kind`, async () => {
    for (const [index, { kind, schema, body }] of KINDS.entries()) {
      const atLimit = `sc${index}`.padEnd(SHORT_CODE_MAX_LENGTH, 'x');
      expectError(
        await create(kind, body({ shortCode: `${atLimit}x` })),
        400,
        TAXONOMY_MESSAGES.shortCodeTooLong,
        { path: 'shortCode' },
      );
      const entry = expectBody(await create(kind, body({ shortCode: ` ${atLimit} ` })), 201, schema);
      expect(entry.shortCode).toBe(atLimit.toUpperCase());
    }
  });

  it(`short code: required, "${TAXONOMY_MESSAGES.shortCodeRequired}", and letters and digits only`, async () => {
    for (const { kind, body } of KINDS) {
      expectError(await create(kind, body({ shortCode: '  ' })), 400, TAXONOMY_MESSAGES.shortCodeRequired, {
        path: 'shortCode',
      });
      expectError(
        await create(kind, body({ shortCode: 'A-1' })),
        400,
        TAXONOMY_MESSAGES.shortCodeCharacters,
        {
          path: 'shortCode',
        },
      );
    }
  });

  it(`name: required, and ${TAXONOMY_NAME_MAX_LENGTH} characters accepted, one more refused`, async () => {
    const atLimit = 'n'.repeat(TAXONOMY_NAME_MAX_LENGTH);
    expectError(await createType({ name: ' ', shortCode: 'NM0' }), 400, TAXONOMY_MESSAGES.nameRequired, {
      path: 'name',
    });
    expectError(
      await createType({ name: `${atLimit}n`, shortCode: 'NM1' }),
      400,
      TAXONOMY_MESSAGES.nameTooLong,
      {
        path: 'name',
      },
    );
    expect((await createdType({ name: atLimit, shortCode: 'NM1' })).name).toBe(atLimit);
  });

  it(`description: ${TAXONOMY_DESCRIPTION_MAX_LENGTH} characters accepted, one more refused`, async () => {
    const atLimit = 'd'.repeat(TAXONOMY_DESCRIPTION_MAX_LENGTH);
    expectError(
      await createType({ name: 'Described', shortCode: 'DS1', description: `${atLimit}d` }),
      400,
      TAXONOMY_MESSAGES.descriptionTooLong,
      { path: 'description' },
    );
    const type = await createdType({ name: 'Described', shortCode: 'DS1', description: atLimit });
    expect(type.description).toBe(atLimit);
  });

  it(`categories and sub-options need a support type: "${TAXONOMY_MESSAGES.supportTypeRequired}" (spec §5)`, async () => {
    for (const kind of ['categories', 'suboptions']) {
      expectError(
        await create(kind, { name: 'Orphan', shortCode: 'OR', supportTypeId: '' }),
        400,
        TAXONOMY_MESSAGES.supportTypeRequired,
        { path: 'supportTypeId' },
      );
    }
    const category = await create('categories', { name: 'Placed', shortCode: 'PL', supportTypeId });
    expect(expectBody(category, 201, supportCategorySchema).supportTypeId).toBe(supportTypeId);
    const subOption = await create('suboptions', { name: 'Placed', shortCode: 'PL', supportTypeId });
    expect(expectBody(subOption, 201, supportSubOptionSchema).supportTypeId).toBe(supportTypeId);
  });
});
