import { consultantProfileSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { useMessagingKit } from '../../../test/messaging-kit';
import { consultantProfiles } from '../../db/schema';
import { downloadOf, downloadOwn, unzipped } from './personal-data.test-kit';

// A consultant's public profile is their personal data (decisions 041, 050): in their download,
// and gone with their account.
const kit = useMessagingKit();

const PROFILE = {
  headline: 'Security and single sign-on for SAP landscapes',
  bio: 'Ten years of SAP BASIS, the last five on identity and SSO.',
  yearsOfExperience: 10,
  certifications: ['SAP Certified Technology Associate - System Security Architect'],
  languages: ['English', 'Kannada'],
};

async function consultantWithProfile() {
  const consultant = await kit.newConsultant();
  expectBody(
    await kit.send('PUT', '/api/Users/consultants/me/profile', consultant, PROFILE),
    200,
    consultantProfileSchema,
  );
  return consultant;
}

describe("a consultant's profile in the personal-data routes", () => {
  it("is in the consultant's download, under profile.json; a customer's says they have none", async () => {
    const consultant = await consultantWithProfile();
    const own = unzipped(await downloadOwn(kit, consultant)).json('profile.json');
    expect(own).toMatchObject({
      id: consultant.id,
      consultantProfile: { ...PROFILE, updatedAt: expect.any(String) },
    });
    const customers = unzipped(await downloadOwn(kit, kit.customer)).json('profile.json');
    expect(customers).toMatchObject({ id: kit.customer.id, consultantProfile: null });
  });

  it('is deleted when the consultant erases their account', async () => {
    const consultant = await consultantWithProfile();
    const erased = await kit.send('DELETE', '/api/users/me', consultant, { password: DEFAULT_PASSWORD });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await kit.database.db
      .select()
      .from(consultantProfiles)
      .where(eq(consultantProfiles.consultantId, consultant.id));
    expect(rows).toEqual([]);
    const afterwards = unzipped(await downloadOf(kit, consultant.id, kit.admin)).json('profile.json');
    expect(afterwards).toMatchObject({ consultantProfile: null });
    expect(JSON.stringify(afterwards)).not.toContain(PROFILE.headline);
  });
});
