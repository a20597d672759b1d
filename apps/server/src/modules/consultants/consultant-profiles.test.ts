import { consultantProfileSchema, PROFILE_MESSAGES } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import type { Caller } from '../../../test/send-request';
import { consultantProfiles } from '../../db/schema';

// A consultant's public profile (decision 050): their own to read and write, nobody else's.
const kit = useBookingKit();

const PROFILE_URL = '/api/Users/consultants/me/profile';
const readOwn = (caller: Caller) => kit.send('GET', PROFILE_URL, caller);
const saveOwn = (caller: Caller, body: unknown) => kit.send('PUT', PROFILE_URL, caller, body);

const ARJUN = {
  headline: 'SAP BASIS lead for S/4HANA upgrades',
  bio: 'Fifteen years of running SAP landscapes for manufacturers.',
  yearsOfExperience: 15,
  certifications: ['SAP Certified Technology Associate - SAP HANA 2.0'],
  languages: ['English', 'Hindi'],
};

describe('GET and PUT /api/Users/consultants/me/profile', () => {
  it('401 without a session or with a token it never issued', async () => {
    await expectSignInRequired(readOwn);
    await expectSignInRequired((caller) => saveOwn(caller, ARJUN));
  });

  it('403 in words for a customer or an admin, who have no profile to read or write; nothing is stored', async () => {
    for (const someone of [kit.customer, kit.admin]) {
      expectError(await readOwn(someone), 403, PROFILE_MESSAGES.consultantsOnly);
      expectError(await saveOwn(someone, ARJUN), 403, PROFILE_MESSAGES.consultantsOnly);
    }
    const stored = await kit.database.db.select().from(consultantProfiles);
    expect(stored.filter((row) => [kit.customer.id, kit.admin.id].includes(row.consultantId))).toEqual([]);
  });

  it('reads as empty until first saved, then as saved; a second save replaces it whole', async () => {
    const consultant = await kit.newConsultant();
    expect(expectBody(await readOwn(consultant), 200, consultantProfileSchema)).toEqual({
      headline: null,
      bio: null,
      yearsOfExperience: null,
      certifications: [],
      languages: [],
      updatedAt: null,
    });

    const saved = expectBody(await saveOwn(consultant, ARJUN), 200, consultantProfileSchema);
    expect(saved).toEqual({ ...ARJUN, updatedAt: expect.any(String) });
    expect(expectBody(await readOwn(consultant), 200, consultantProfileSchema)).toEqual(saved);

    // Left-out fields are cleared: the form always sends the whole profile.
    const replaced = expectBody(
      await saveOwn(consultant, { headline: 'HANA operations' }),
      200,
      consultantProfileSchema,
    );
    expect(replaced).toMatchObject({
      headline: 'HANA operations',
      bio: null,
      yearsOfExperience: null,
      certifications: [],
      languages: [],
    });
  });

  it('trims text, drops blank lines and keeps a repeated entry once; the same save sent twice gives the same profile', async () => {
    const consultant = await kit.newConsultant();
    const body = {
      headline: '  HANA and BW operations  ',
      bio: '   ',
      yearsOfExperience: 0,
      certifications: [' SAP HANA 2.0 ', '', 'sap hana 2.0', 'SAP BTP Administrator'],
      languages: ['English', '  ', 'english', 'Tamil'],
    };
    const first = expectBody(await saveOwn(consultant, body), 200, consultantProfileSchema);
    expect(first).toMatchObject({
      headline: 'HANA and BW operations',
      bio: null,
      yearsOfExperience: 0,
      certifications: ['SAP HANA 2.0', 'SAP BTP Administrator'],
      languages: ['English', 'Tamil'],
    });
    const again = expectBody(await saveOwn(consultant, body), 200, consultantProfileSchema);
    expect({ ...again, updatedAt: null }).toEqual({ ...first, updatedAt: null });
    const rows = await kit.database.db
      .select()
      .from(consultantProfiles)
      .where(eq(consultantProfiles.consultantId, consultant.id));
    expect(rows).toHaveLength(1);
  });

  it("is each consultant's own: another consultant reads only theirs and cannot name whose to write", async () => {
    const owner = await kit.newConsultant();
    const colleague = await kit.newConsultant();
    expectBody(await saveOwn(owner, ARJUN), 200, consultantProfileSchema);

    expect(expectBody(await readOwn(colleague), 200, consultantProfileSchema).headline).toBeNull();
    expectError(
      await saveOwn(colleague, { ...ARJUN, consultantId: owner.id }),
      400,
      'Unknown field: consultantId',
      {
        path: '',
      },
    );
    expectBody(await saveOwn(colleague, { headline: 'Security and SSO' }), 200, consultantProfileSchema);
    expect(expectBody(await readOwn(owner), 200, consultantProfileSchema)).toMatchObject(ARJUN);
  });

  it('400 in words for values of the wrong kind', async () => {
    const consultant = await kit.newConsultant();
    expectError(await saveOwn(consultant, { yearsOfExperience: '15' }), 400, PROFILE_MESSAGES.yearsInvalid, {
      path: 'yearsOfExperience',
    });
    expectError(await saveOwn(consultant, { languages: 'English' }), 400, PROFILE_MESSAGES.listInvalid, {
      path: 'languages',
    });
    expectError(await saveOwn(consultant, { certifications: [42] }), 400, PROFILE_MESSAGES.listInvalid, {
      path: 'certifications.0',
    });
    expectError(await saveOwn(consultant, { headline: 12 }), 400, PROFILE_MESSAGES.textInvalid, {
      path: 'headline',
    });
    expect(expectBody(await readOwn(consultant), 200, consultantProfileSchema).updatedAt).toBeNull();
  });
});
