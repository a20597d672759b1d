import { describe, expect, it } from 'vitest';
import { databaseFaultOf } from './pg-errors';

/** As Drizzle throws them: the driver's error in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });

describe('databaseFaultOf', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a refusal to every address of a name',
      Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection cut mid-statement', new Error('Connection terminated unexpectedly')],
    ['an administrator shutdown (57P01)', withCode('57P01')],
    ['a server starting up or shutting down (57P03)', withCode('57P03')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (08006)', withCode('08006')],
    ['a closed embedded database', new Error('PGlite is closed')],
    [
      'a connection that did not open in time',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated'),
      }),
    ],
  ])('%s is the database unavailable', (_, error) => {
    expect(databaseFaultOf(error)).toBe('unavailable');
    expect(databaseFaultOf(wrapped(error))).toBe('unavailable');
  });

  it.each([
    ['a statement cancelled by its timeout (57014)', withCode('57014')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer at all in time', new Error('Query read timeout')],
  ])('%s is the database too slow', (_, error) => {
    expect(databaseFaultOf(wrapped(error))).toBe('slow');
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a serialization failure', withCode('40001')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'an HTTP call to another service that failed',
      new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }),
    ],
    ['nothing', undefined],
  ])('%s is not a database fault', (_, error) => {
    expect(databaseFaultOf(wrapped(error))).toBeNull();
  });
});
