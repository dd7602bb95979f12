import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { documentedView, storyFakes } from '../../../testing/storyDocs';
import { OtpCodeInput } from './OtpCodeInput';
import { OtpCodeInputHarness } from './OtpCodeInput.fixtures';

/**
 * `OtpCodeInput` renders an `otpInputMachine` actor: six single-digit boxes that follow the
 * spec's key rules (typing moves on, Backspace clears and moves back, Delete clears, arrows move,
 * Enter verifies, a paste fills from the current box). These stories run the real machine.
 */
const meta = {
  title: 'Flows/OtpCodeInput',
  component: documentedView(OtpCodeInput),
  render: (args) => <OtpCodeInputHarness {...args} />,
  parameters: { machine: 'otpInput' },
  args: {
    label: 'Verification code',
    description: 'Enter the 6-digit code from your email.',
    errorMessage: '',
    isDisabled: false,
    isReadOnly: false,
    onVerify: fn(),
  },
  argTypes: storyFakes({
    typed: { control: 'text' },
  }),
} satisfies Meta<typeof OtpCodeInputHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The keyboard alone: Tab in, type the code, Enter verifies. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAccessibleDescription(
      'Enter the 6-digit code from your email.',
    );
    await userEvent.keyboard('135790{Enter}');
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).toHaveBeenCalledWith('135790');
  },
};

/** While read-only (a check is running) keys change nothing, but the arrows still move. */
export const ReadOnly: Story = {
  args: { typed: '12', isReadOnly: true },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(first);
    await userEvent.keyboard('9{Backspace}');
    await expect(first).toHaveValue('1');
    await userEvent.paste('777777');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
  },
};
