import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../messages';
import {
  PHONE_TOAST_AUTO_HIDE_MS,
  type PhoneVerificationInput,
  phoneVerificationMachine,
} from './phoneVerification.machine';

const start = (input: PhoneVerificationInput) => createActor(phoneVerificationMachine, { input }).start();

describe('phoneVerification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the auto-hide delay is the spec value, 6000 ms', () => {
    expect(PHONE_TOAST_AUTO_HIDE_MS).toBe(6000);
  });

  test("SUCCESS shows 'Successfully saved'", () => {
    const snapshot = start({ state: 'SUCCESS', phoneVerified: true }).getSnapshot();
    expect(snapshot.hasTag('visible')).toBe(true);
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.context.message).toBe('Successfully saved');
  });

  test("FAILURE shows 'Failed to verify phone number.'", () => {
    const snapshot = start({ state: 'FAILURE', phoneVerified: true }).getSnapshot();
    expect(snapshot.hasTag('visible')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.message).toBe(messages.phoneVerification.failure);
    expect(snapshot.context.message).toBe('Failed to verify phone number.');
  });

  test.each([
    [{ state: 'SUCCESS', phoneVerified: false }],
    [{ state: 'FAILURE', phoneVerified: false }],
    [{ state: null, phoneVerified: true }],
    [{ phoneVerified: true }],
  ] as [PhoneVerificationInput][])('shows nothing for %j', (input) => {
    const snapshot = start(input).getSnapshot();
    expect(snapshot.value).toBe('hidden');
    expect(snapshot.hasTag('visible')).toBe(false);
    expect(snapshot.context.message).toBeNull();
  });

  test('hides itself after 6 s', () => {
    const actor = start({ state: 'FAILURE', phoneVerified: true });
    vi.advanceTimersByTime(PHONE_TOAST_AUTO_HIDE_MS - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  test('the person can dismiss it before then, and it does not come back', () => {
    const actor = start({ state: 'SUCCESS', phoneVerified: true });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    vi.advanceTimersByTime(PHONE_TOAST_AUTO_HIDE_MS * 2);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
