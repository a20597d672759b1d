import { describe, expect, it } from 'vitest';
import { createRequestLoad } from './request-load';

describe('createRequestLoad', () => {
  it('is busy when requests took more than half of the time since the last look, and starts afresh', () => {
    let clock = 0;
    const load = createRequestLoad({ now: () => clock });
    clock = 1000;
    load.record(300);
    expect(load.busy()).toBe(false);
    clock = 2000;
    // Fifty concurrent requests of 40 ms: two seconds of request time in one second.
    for (let request = 0; request < 50; request++) load.record(40);
    expect(load.busy()).toBe(true);
    clock = 3000;
    expect(load.busy()).toBe(false);
  });

  it('takes the share to compare with', () => {
    let clock = 0;
    const load = createRequestLoad({ now: () => clock });
    clock = 1000;
    load.record(200);
    expect(load.busy(0.1)).toBe(true);
  });
});
