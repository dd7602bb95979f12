import { expect } from 'vitest';
import { modelPaths } from '../testing/modelPaths';
import { describeModel } from '../testing/replay';
import { type OtpInputContext, type OtpInputEvent, otpInputMachine } from './otpInput.machine';

/**
 * Six boxes of eleven values each are far too many states to walk, so the events offered depend
 * on the snapshot: every kind of key, paste and focus from the empty boxes, editing keys from the
 * full code, and only Enter and clear from the partly filled states they lead to.
 */
function eventsFor(snapshot: { context: OtpInputContext }): OtpInputEvent[] {
  const { digits, focusedIndex: index } = snapshot.context;
  const filled = digits.filter(Boolean).length;
  const always: OtpInputEvent[] = [{ type: 'user.clear' }, { type: 'user.type', index, key: 'Enter' }];
  if (filled === 0) {
    return [
      ...always,
      { type: 'user.type', index, key: index === 0 ? '7' : 'x' },
      { type: 'user.type', index, key: index === 0 ? 'ArrowRight' : 'ArrowLeft' },
      { type: 'user.type', index, key: 'Backspace' },
      { type: 'user.type', index, key: 'Delete' },
      { type: 'user.type', index, key: '123456' },
      { type: 'user.paste', index, text: ' 12a ' },
      { type: 'user.paste', index, text: '654321' },
      { type: 'user.focus', index: index === 0 ? 3 : 0 },
    ];
  }
  if (filled === digits.length) {
    return [
      ...always,
      { type: 'user.type', index, key: 'Backspace' },
      { type: 'user.type', index: 0, key: 'Delete' },
    ];
  }
  return always;
}

const paths = modelPaths(otpInputMachine, { inputs: [undefined], events: eventsFor as never });

describeModel('otpInput model', otpInputMachine, paths, {
  assertStep: (actor) => {
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('complete')).toBe(/^[0-9]{6}$/.test(snapshot.context.code));
  },
  assertPath: (_actor, path, emitted) => {
    const verifies = emitted.filter((event) => event.type === 'verify').length;
    const enters = path.steps.filter((step) => (step.event as { key?: string }).key === 'Enter').length;
    expect(verifies).toBe(enters);
  },
});
