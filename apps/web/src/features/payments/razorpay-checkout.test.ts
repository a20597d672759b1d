import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FakeScript = {
  src: string;
  async: boolean;
  onload?: () => void;
  onerror?: () => void;
  remove: () => void;
};

/** Just enough of the page for the loader: script tags appended to the head, found by src. */
function fakePage() {
  const scripts: FakeScript[] = [];
  const page = {
    scripts,
    window: {} as { Razorpay?: unknown },
    document: {
      head: { append: (script: FakeScript) => scripts.push(script) },
      createElement: () => {
        const script: FakeScript = {
          src: '',
          async: false,
          remove: () => scripts.splice(scripts.indexOf(script), 1),
        };
        return script;
      },
      querySelector: (selector: string) => scripts.find((script) => selector.includes(script.src)) ?? null,
    },
  };
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('document', page.document);
  return page;
}

describe('loadRazorpayCheckout (spec §4: the checkout script is loaded on demand)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('adds checkout.js once, however many payments start meanwhile', async () => {
    const page = fakePage();
    const { loadRazorpayCheckout } = await import('./razorpay-checkout');
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]?.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
    const Razorpay = class {};
    page.window.Razorpay = Razorpay;
    page.scripts[0]?.onload?.();
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadRazorpayCheckout()).resolves.toBe(Razorpay);
    expect(page.scripts).toHaveLength(1);
  });

  it('removes a tag that failed to load, so the next payment tries again', async () => {
    const page = fakePage();
    const { loadRazorpayCheckout } = await import('./razorpay-checkout');
    const failed = loadRazorpayCheckout();
    page.scripts[0]?.onerror?.();
    await expect(failed).rejects.toThrow();
    expect(page.scripts).toHaveLength(0);

    const retried = loadRazorpayCheckout();
    expect(page.scripts).toHaveLength(1);
    page.window.Razorpay = class {};
    page.scripts[0]?.onload?.();
    await expect(retried).resolves.toBe(page.window.Razorpay);
  });
});

describe('failureReason', () => {
  it("reads Razorpay's description, else its reason", async () => {
    const { failureReason } = await import('./razorpay-checkout');
    expect(failureReason({ error: { description: 'Card declined', reason: 'payment_failed' } })).toBe(
      'Card declined',
    );
    expect(failureReason({ error: { reason: 'payment_failed' } })).toBe('payment_failed');
    expect(failureReason({})).toBe('Unknown error');
  });
});
