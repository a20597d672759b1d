import {
  DOMAIN_RESTRICTION_MESSAGES,
  DOMAIN_RESTRICTION_REASON_MAX_LENGTH,
  domainRestrictionSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

const suite = useRouteSuite();
const URL = '/api/domainrestrictions';

const create = (body: unknown) => suite.send('POST', URL, suite.admin, body);
const update = (id: string, body: unknown) => suite.send('PUT', `${URL}/${id}`, suite.admin, body);

describe('limits the screens enforce, over the API', () => {
  it(`domain: required, "${DOMAIN_RESTRICTION_MESSAGES.domainRequired}" (spec §5)`, async () => {
    expectError(await create({ domain: '  ' }), 400, DOMAIN_RESTRICTION_MESSAGES.domainRequired, {
      path: 'domain',
    });
    const created = expectBody(
      await create({ domain: '  limits-required.com  ' }),
      201,
      domainRestrictionSchema,
    );
    expect(created.domain).toBe('limits-required.com');
  });

  it(`reason: ${DOMAIN_RESTRICTION_REASON_MAX_LENGTH} characters accepted, one more refused, on create and on update`, async () => {
    const atLimit = 'r'.repeat(DOMAIN_RESTRICTION_REASON_MAX_LENGTH);
    const overLimit = `${atLimit}r`;

    expectError(
      await create({ domain: 'limits-reason.com', reason: overLimit }),
      400,
      DOMAIN_RESTRICTION_MESSAGES.reasonTooLong,
      { path: 'reason' },
    );
    const created = expectBody(
      // The reason is trimmed before it is measured, as the dialog trims it.
      await create({ domain: 'limits-reason.com', reason: ` ${atLimit} ` }),
      201,
      domainRestrictionSchema,
    );
    expect(created.reason).toBe(atLimit);

    const body = { domain: 'limits-reason.com', isActive: true };
    expectError(
      await update(created.id, { ...body, reason: overLimit }),
      400,
      DOMAIN_RESTRICTION_MESSAGES.reasonTooLong,
      { path: 'reason' },
    );
    const updated = expectBody(
      await update(created.id, { ...body, reason: `${atLimit.slice(1)}!` }),
      200,
      domainRestrictionSchema,
    );
    expect(updated.reason).toHaveLength(DOMAIN_RESTRICTION_REASON_MAX_LENGTH);
  });
});
