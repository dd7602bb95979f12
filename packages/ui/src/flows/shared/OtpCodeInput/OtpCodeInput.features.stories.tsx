import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorRef } from 'xstate';
import { documentedView, storyFakes } from '../../../testing/storyDocs';
import { OtpCodeInput } from './OtpCodeInput';
import { codeState, OtpCodeInputHarness } from './OtpCodeInput.fixtures';

const meta = {
  title: 'Flows/OtpCodeInput/Features',
  component: documentedView(OtpCodeInput),
  render: (args) => <OtpCodeInputHarness {...args} />,
  args: { onActor: fn(), onVerify: fn() },
  argTypes: storyFakes({
    onActor: {},
    typed: {},
    withClearButton: {},
  }),
} satisfies Meta<typeof OtpCodeInputHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, position: number) =>
  canvas.getByRole('textbox', { name: `Digit ${position} of 6` }) as HTMLInputElement;
const values = (canvas: Canvas) =>
  [1, 2, 3, 4, 5, 6].map((position) => box(canvas, position).value).join(',');
const actorOf = (onActor: unknown) =>
  (onActor as { mock: { calls: [AnyActorRef][] } }).mock.calls.at(-1)?.[0] as AnyActorRef;

/** Six empty boxes in a group named by its visible label, each named for screen readers. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    for (const position of [1, 2, 3, 4, 5, 6]) {
      const input = box(canvas, position);
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toHaveAttribute('autocomplete', position === 1 ? 'one-time-code' : 'off');
      // Room for a whole autofilled code in any box.
      await expect(input).toHaveAttribute('maxlength', '6');
      await expect(input).toHaveValue('');
    }
  },
};

/** Typing a digit fills the box and moves on; letters and spaces are ignored. */
export const TypingMovesBoxes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(box(canvas, 1)).toHaveFocus();
    await userEvent.keyboard('1a2 3');
    await expect(values(canvas)).toBe('1,2,3,,,');
    await expect(box(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('456');
    await expect(values(canvas)).toBe('1,2,3,4,5,6');
    // The last box keeps the focus.
    await expect(box(canvas, 6)).toHaveFocus();
    await expect(codeState(actorOf(args.onActor))).toEqual({ digits: '1,2,3,4,5,6', focusedIndex: 5 });
  },
};

/** Arrows move between boxes, Backspace clears and moves back, Delete clears in place. */
export const BackspaceDeleteAndArrows: Story = {
  args: { typed: '1234' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(values(canvas)).toBe('1,2,3,4,,'));
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(box(canvas, 3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(values(canvas)).toBe('1,2,,4,,');
    await expect(box(canvas, 2)).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(values(canvas)).toBe('1,,,4,,');
    await expect(box(canvas, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(box(canvas, 1)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(values(canvas)).toBe(',,,4,,');
    await expect(box(canvas, 1)).toHaveFocus();
  },
};

/** Pasting '123-456' keeps the digits and fills all six; the focus ends on the last box. */
export const PasteFillsAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.paste('123-456');
    await expect(values(canvas)).toBe('1,2,3,4,5,6');
    await expect(box(canvas, 6)).toHaveFocus();
  },
};

/** A paste of a few digits fills from the current box onward. */
export const PasteFromCurrentBox: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 3));
    await userEvent.paste(' 9 8 ');
    await expect(values(canvas)).toBe(',,9,8,,');
    await expect(box(canvas, 5)).toHaveFocus();
  },
};

/** A paste without any digit changes nothing. */
export const NonDigitPasteIgnored: Story = {
  args: { typed: '5' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(values(canvas)).toBe('5,,,,,'));
    await userEvent.click(box(canvas, 2));
    await userEvent.paste('code');
    await expect(values(canvas)).toBe('5,,,,,');
    await expect(box(canvas, 2)).toHaveFocus();
  },
};

/** A code the browser or phone fills into the first box arrives whole and fills all six. */
export const AutofilledCode: Story = {
  play: async ({ canvas }) => {
    const first = box(canvas, 1);
    await userEvent.click(first);
    // What an autofill does: set the value and fire `input`, without key presses.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(first, '246810');
    first.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
    await waitFor(() => expect(values(canvas)).toBe('2,4,6,8,1,0'));
    await expect(box(canvas, 6)).toHaveFocus();
  },
};

/** Enter in a box asks to verify, with the code as it stands. */
export const EnterVerifies: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('654321{Enter}');
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
  },
};

/** An error marks every box invalid and describes each with the message, which is announced. */
export const WithError: Story = {
  args: { typed: '123456', errorMessage: 'Invalid OTP code' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^Invalid OTP code$/);
    for (const position of [1, 2, 3, 4, 5, 6]) {
      await expect(box(canvas, position)).toHaveAttribute('aria-invalid', 'true');
      await expect(box(canvas, position)).toHaveAccessibleDescription('Invalid OTP code');
    }
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Invalid OTP code',
    );
  },
};

/** Disabled boxes cannot be focused or typed in. */
export const Disabled: Story = {
  args: { typed: '12', isDisabled: true },
  play: async ({ canvas }) => {
    for (const position of [1, 2, 3, 4, 5, 6]) await expect(box(canvas, position)).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Verification code' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** A parent (the sign-up page's 'Send again') clears the boxes and puts the focus on the first. */
export const ClearedByParent: Story = {
  args: { typed: '123', withClearButton: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(values(canvas)).toBe('1,2,3,,,'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear code' }));
    await expect(values(canvas)).toBe(',,,,,');
    await expect(box(canvas, 1)).toHaveFocus();
  },
};
