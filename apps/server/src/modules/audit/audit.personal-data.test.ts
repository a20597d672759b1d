import { PERSONAL_DATA_MESSAGES } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { useMessagingKit } from '../../../test/messaging-kit';
import { NO_TOKEN } from '../../../test/send-request';
import { listedAudit } from './audit.test-kit';

// A person's data and the audit log (decisions 039, 041): each download and each erasure is on
// record with who asked, and once a person is erased the log names them only as "Deleted user".
const kit = useMessagingKit();
const DELETED = PERSONAL_DATA_MESSAGES.deletedUserName;

const aboutUser = (userId: string) => listedAudit(kit, `targetType=user&targetId=${userId}`);

describe('the audit log and a person’s data', () => {
  it('a download is recorded with who asked: the person, or the admin for them', async () => {
    const person = await kit.newCustomer();
    expect((await kit.send('GET', '/api/users/me/data-export', person)).statusCode).toBe(200);
    expect((await kit.send('GET', `/api/Admin/users/${person.id}/data-export`, kit.admin)).statusCode).toBe(
      200,
    );

    const downloads = (await aboutUser(person.id)).filter((record) => record.action === 'user.data-exported');
    expect(downloads.map((record) => record.actorId)).toEqual([kit.admin.id, person.id]);
  });

  it('an erasure is recorded, and every record about the person or by them names them "Deleted user" only', async () => {
    const person = await kit.newCustomer({ firstName: 'Ishwari', lastName: 'Kulkarni' });
    // An admin's change of the person's names: its before and after hold them.
    const renamed = await kit.send('PUT', `/api/users/${person.id}`, kit.admin, {
      firstName: 'Ishwarilata',
      lastName: 'Kulkarni',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Records by the person (their sign-in) and about them (a download) before they go.
    const signIn = await kit.send('POST', '/api/auth/login', NO_TOKEN, {
      email: person.email,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await kit.send('GET', '/api/users/me/data-export', person)).statusCode).toBe(200);
    const before = await aboutUser(person.id);
    expect(
      before.some((record) => record.targetLabel === person.email || record.actorEmail === person.email),
    ).toBe(true);

    const erased = await kit.send('DELETE', '/api/users/me', person, { password: DEFAULT_PASSWORD });
    expect(erased.statusCode, erased.body).toBe(200);

    const about = await aboutUser(person.id);
    expect(about.map((record) => record.action)).toContain('user.erased');
    const byThem = await listedAudit(kit, `actor=${person.id}`);
    for (const record of [...about, ...byThem]) {
      expect(record.targetLabel === null || record.targetLabel === DELETED, JSON.stringify(record)).toBe(
        true,
      );
      if (record.actorId === person.id) {
        expect(record).toMatchObject({ actorEmail: null, actorName: DELETED });
      }
    }
    // Nothing the log keeps about them holds their names or address any more.
    for (const words of ['Ishwari', 'Kulkarni', person.email]) {
      expect(JSON.stringify([...about, ...byThem])).not.toContain(words);
    }
    expect(about.find((record) => record.action === 'user.updated')).toMatchObject({
      before: { hourlyRatePaise: null },
      after: { hourlyRatePaise: null },
    });
    // Searched by their old address, the log finds nothing they did.
    expect(await listedAudit(kit, `actor=${encodeURIComponent(person.email)}`)).toEqual([]);
  });
});
