import { describe, expect, it } from 'vitest';
import { redactText, redactUrl, serializeError } from './log-redaction';

describe('serializeError: what of an error the log keeps', () => {
  it("a database's unique violation: its code and constraint, never its detail quoting the row", () => {
    const violation = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        table: 'users',
        detail: 'Key (email)=(ann@example.com) already exists.',
        where: 'SQL statement',
      },
    );
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: ann@example.com,$argon2id$v=19$hash',
      ),
      {
        query: 'insert into "users" ("email") values ($1)',
        params: ['ann@example.com', '$argon2id$v=19$hash'],
        cause: violation,
      },
    );
    const serialized = serializeError(failed);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email") values ($1)\nparams: [REDACTED]',
      cause: { code: '23505', constraint: 'users_email_key', table: 'users' },
    });
    const text = JSON.stringify(serialized);
    expect(text).not.toMatch(/ann@example\.com|argon2id|Key \(email\)/);
    expect(Object.keys(serialized).sort()).toEqual(['cause', 'message', 'stack', 'type']);
  });

  it("a mail server's refusal: the reply code and command, never the rejected recipients", () => {
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <bo@example.org> unknown"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
        rejected: ['bo@example.org'],
        rejectedErrors: [{ recipient: 'bo@example.org' }],
      },
    );
    const serialized = serializeError(refused);
    expect(serialized).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
    expect(serialized.message).toBe("Can't send mail - all recipients were rejected: 550 <[email]> unknown");
    expect(JSON.stringify(serialized)).not.toContain('bo@example.org');
  });

  it("an aggregate's errors and a cause, each the same way; a cause that is not an error as it is, text redacted", () => {
    const aggregate = new AggregateError([new Error('connect ECONNREFUSED for x@y.io')], 'all failed');
    expect(serializeError(aggregate).errors).toEqual([
      expect.objectContaining({ message: 'connect ECONNREFUSED for [email]' }),
    ]);
    expect(serializeError(new Error('outer', { cause: 42 })).cause).toBe(42);
    expect(serializeError(new Error('outer', { cause: 'mail to z@example.com failed' })).cause).toBe(
      'mail to [email] failed',
    );
  });
});

describe('redactText and redactUrl', () => {
  it('mask addresses, bearer tokens, JWTs and credentials in URLs, and leave a stack readable', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactText(`Authorization: Bearer abc.def-ghi for Ann.Lee+x@Example.co.in and ${jwt}`)).toBe(
      'Authorization: Bearer [REDACTED] for [email] and [token]',
    );
    expect(redactText('GET https://app.test/reset-password?token=abc123&email=a%40b.co&x=1')).toBe(
      'GET https://app.test/reset-password?token=[REDACTED]&email=[REDACTED]&x=1',
    );
    const frame = '    at load (/srv/node_modules/@basisdesk/shared/src/index.ts:3:5)';
    expect(redactText(frame)).toBe(frame);
  });

  it('a page opened from a reset mail is logged without its token and address', () => {
    expect(redactUrl('/reset-password?token=abc&email=ann%40example.com')).toBe(
      '/reset-password?token=%5BREDACTED%5D&email=%5BREDACTED%5D',
    );
  });
});
