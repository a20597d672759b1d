import { describe, expect, it } from 'vitest';
import { createActionKeys, keyOfStep, runAction } from './action-keys';

const failing = () => Promise.reject(new TypeError('Failed to fetch'));

describe('one Idempotency-Key per action (decision 037)', () => {
  it('a retry of one action after a failure sends the same key', async () => {
    const keys = createActionKeys();
    const sent: string[] = [];
    const body = { orderId: 'o-1', comment: 'Done' };
    await runAction(keys, body, (key) => {
      sent.push(key);
      return failing();
    }).catch(() => {});
    await runAction(keys, { ...body }, async (key) => {
      sent.push(key);
      return 'ok';
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('two actions get two keys: after a success, even with the same variables', async () => {
    const keys = createActionKeys();
    const sent: string[] = [];
    const send = (key: string) => {
      sent.push(key);
      return Promise.resolve('ok');
    };
    await runAction(keys, { content: 'Thanks' }, send);
    await runAction(keys, { content: 'Thanks' }, send);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('other variables after a failure are another action', async () => {
    const keys = createActionKeys();
    expect(keys.keyFor({ content: 'First' })).not.toBe(keys.keyFor({ content: 'Second' }));
  });

  it('files are told apart by name, size and time, not written as {}', () => {
    const keys = createActionKeys();
    const file = (bytes: string, name: string, lastModified = 1_700_000_000_000) =>
      new File([bytes], name, { lastModified });
    const first = keys.keyFor({ files: [file('abc', 'a.txt')] });
    expect(keys.keyFor({ files: [file('abc', 'a.txt')] })).toBe(first);
    expect(keys.keyFor({ files: [file('abcd', 'b.txt')] })).not.toBe(first);
    expect(keys.keyFor({ files: [file('abc', 'a.txt', 1_700_000_000_001)] })).not.toBe(first);
  });

  it('keys are UUIDs; a step of an action has a key of its own, visible ASCII within 255', () => {
    const key = createActionKeys().keyFor({});
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const step = keyOfStep(key, 'file-0');
    expect(step).not.toBe(key);
    expect(step).toMatch(/^[\x21-\x7E]{1,255}$/);
  });
});
