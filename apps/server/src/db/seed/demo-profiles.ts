import type { UpdateConsultantProfileBody } from '@basisdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { consultantProfiles, users } from '../schema';

/** What the demo consultants tell customers on the wizard's cards, matching their demo skills. */
export const DEMO_PROFILES: Record<string, UpdateConsultantProfileBody> = {
  'consultant@example.com': {
    headline: 'SAP BASIS lead for S/4HANA operations, transports and HANA databases',
    bio:
      'Fourteen years of running SAP landscapes for manufacturers and retailers: kernel and support ' +
      'package upgrades, TMS and ChaRM transport routes, background job tuning, HANA system ' +
      'replication and backup strategies. I start with the system log and the work processes, say ' +
      'what I found in plain words and leave a runbook behind.',
    yearsOfExperience: 14,
    certifications: [
      'SAP Certified Technology Associate - SAP HANA 2.0 (SPS07)',
      'SAP Certified Technology Associate - System Administration (SAP HANA) with SAP NetWeaver 7.5',
    ],
    languages: ['English', 'Hindi', 'Marathi'],
  },
  'consultant2@example.com': {
    headline: 'RISE with SAP, BTP and single sign-on for S/4HANA moves to the cloud',
    bio:
      'Nine years in SAP BASIS, the last five moving ECC systems to S/4HANA and RISE with SAP. ' +
      'I set up BTP subaccounts and Cloud Connector, SAML and Kerberos single sign-on, role and ' +
      'user administration, and the transport routes a hybrid landscape needs.',
    yearsOfExperience: 9,
    certifications: [
      'SAP Certified Technology Consultant - SAP S/4HANA System Administration',
      'SAP Certified Administrator - SAP BTP',
      'SAP Certified Technology Associate - System Security Architect',
    ],
    languages: ['English', 'Tamil', 'Kannada'],
  },
};

/**
 * A profile for each demo consultant who has none: safe on every start, and one the consultant
 * has written or changed stays as it is. Answers how many were added.
 */
export async function seedDemoProfiles(db: Db, now: Date): Promise<number> {
  const consultants = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, Object.keys(DEMO_PROFILES)), eq(users.role, 'Consultant')));
  const rows = consultants.flatMap(({ id, email }) => {
    const profile = DEMO_PROFILES[email];
    return profile ? [{ consultantId: id, ...profile, createdAt: now, updatedAt: now }] : [];
  });
  if (rows.length === 0) return 0;
  const added = await db.insert(consultantProfiles).values(rows).onConflictDoNothing().returning();
  return added.length;
}
