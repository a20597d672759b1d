import {
  SR_CHECK_MESSAGES,
  SR_IDENTIFIER_MAX_LENGTH,
  SR_IDENTIFIER_MESSAGES,
  SR_IDENTIFIER_MIN_CHECK_LENGTH,
  SR_TASK_MAX_LENGTH,
  srIdentifierSchema,
  srLookupResultSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

const suite = useRouteSuite();
const URL = '/api/ServiceRequestIdentifiers';

const create = (body: unknown) => suite.send('POST', URL, suite.admin, body);
const created = async (body: unknown) => expectBody(await create(body), 201, srIdentifierSchema);
const update = (id: string, body: unknown) => suite.send('PUT', `${URL}/${id}`, suite.admin, body);

describe('limits the screens enforce, over the API', () => {
  it(`identifier and task: required after trimming, "${SR_IDENTIFIER_MESSAGES.required}" (spec §5)`, async () => {
    expectError(await create({ identifier: ' ', task: 'A task' }), 400, SR_IDENTIFIER_MESSAGES.required, {
      path: 'identifier',
    });
    expectError(await create({ identifier: 'LIM100', task: ' ' }), 400, SR_IDENTIFIER_MESSAGES.required, {
      path: 'task',
    });
    expect(await created({ identifier: ' LIM100 ', task: ' A task ' })).toMatchObject({
      identifier: 'LIM100',
      task: 'A task',
    });
  });

  it(`identifier: at least ${SR_IDENTIFIER_MIN_CHECK_LENGTH} characters, the length at which the wizard checks one`, async () => {
    const short = 'L'.repeat(SR_IDENTIFIER_MIN_CHECK_LENGTH - 1);
    expectError(
      await create({ identifier: short, task: 'Too short' }),
      400,
      SR_IDENTIFIER_MESSAGES.identifierTooShort,
      {
        path: 'identifier',
      },
    );
    const atLimit = await created({ identifier: 'L3X', task: 'Just long enough' });
    expect(atLimit.identifier).toHaveLength(SR_IDENTIFIER_MIN_CHECK_LENGTH);
    expectError(
      await update(atLimit.id, { identifier: short, task: 'Shortened' }),
      400,
      SR_IDENTIFIER_MESSAGES.identifierTooShort,
      { path: 'identifier' },
    );

    // What the admin stores, the wizard's check finds.
    const lookup = await suite.send('GET', `${URL}/lookup?identifier=l3x`, suite.customer);
    expect(expectBody(lookup, 200, srLookupResultSchema)).toMatchObject({
      status: 'Valid',
      message: SR_CHECK_MESSAGES.Valid,
      identifier: 'L3X',
    });
  });

  it(`identifier: ${SR_IDENTIFIER_MAX_LENGTH} characters accepted, one more refused`, async () => {
    const atLimit = 'M'.repeat(SR_IDENTIFIER_MAX_LENGTH);
    expectError(
      await create({ identifier: `${atLimit}M`, task: 'Too long' }),
      400,
      SR_IDENTIFIER_MESSAGES.identifierTooLong,
      { path: 'identifier' },
    );
    const stored = await created({ identifier: atLimit, task: 'At the limit' });
    expectError(
      await update(stored.id, { identifier: `${atLimit}M`, task: 'At the limit' }),
      400,
      SR_IDENTIFIER_MESSAGES.identifierTooLong,
      { path: 'identifier' },
    );
  });

  it(`task: ${SR_TASK_MAX_LENGTH} characters accepted, one more refused`, async () => {
    const atLimit = 't'.repeat(SR_TASK_MAX_LENGTH);
    expectError(
      await create({ identifier: 'LIM500', task: `${atLimit}t` }),
      400,
      SR_IDENTIFIER_MESSAGES.taskTooLong,
      { path: 'task' },
    );
    const stored = await created({ identifier: 'LIM500', task: atLimit });
    expect(stored.task).toHaveLength(SR_TASK_MAX_LENGTH);
    expectError(
      await update(stored.id, { identifier: 'LIM500', task: `${atLimit}t` }),
      400,
      SR_IDENTIFIER_MESSAGES.taskTooLong,
      { path: 'task' },
    );
  });
});
