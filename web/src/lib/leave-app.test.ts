// Proves stories and tests can take over the full-page navigation, and give it back.
import { describe, expect, it } from 'vitest';
import { interceptPageNavigation, leaveAppFor } from './leave-app.ts';

describe('leaveAppFor', () => {
  it('when intercepted, then the URL goes to the interceptor, and only until it is restored', () => {
    const first: string[] = [];
    const second: string[] = [];
    const restoreFirst = interceptPageNavigation((url) => void first.push(url));
    leaveAppFor('https://checkout.paystack.com/a');
    restoreFirst();
    const restoreSecond = interceptPageNavigation((url) => void second.push(url));
    leaveAppFor('https://checkout.paystack.com/b');
    restoreSecond();
    expect(first).toEqual(['https://checkout.paystack.com/a']);
    expect(second).toEqual(['https://checkout.paystack.com/b']);
  });
});
