import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { machines } from '../../packages/machines/src/registry';
import { FlowDoc } from './FlowDoc';

/**
 * One page per flow: its statechart, states and events, drawn from the machine itself.
 * Each story is also a test (render + axe), and `EveryFlowHasAPage` fails when a machine is
 * added to the registry without a page here.
 */
function StatechartPage({ name }: { name: string }) {
  const machine = machines[name];
  return machine ? <FlowDoc name={name} machine={machine} /> : <p>No machine named {name}.</p>;
}

const meta = {
  title: 'Flows/Statecharts',
  component: StatechartPage,
  tags: ['!autodocs'],
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof StatechartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (name: string): Story => ({
  args: { name },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: `Statechart of the ${name} flow` }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const AccountRemoval = page('accountRemoval');
export const AddressSuggestions = page('addressSuggestions');
export const AuthModal = page('authModal');
export const CardRemoval = page('cardRemoval');
export const ContactPreferences = page('contactPreferences');
export const EmailLinkUnsubscribe = page('emailLinkUnsubscribe');
export const HeadshotUpload = page('headshotUpload');
export const LoginPage = page('loginPage');
export const MaintenanceBanner = page('maintenanceBanner');
export const OtpInput = page('otpInput');
export const Paperless = page('paperless');
export const PasswordChange = page('passwordChange');
export const Passwordless = page('passwordless');
export const PasswordReset = page('passwordReset');
export const PaymentMethods = page('paymentMethods');
export const PhoneVerificationToast = page('phoneVerificationToast');
export const ProfileSave = page('profileSave');
export const Session = page('session');
export const SignupOtp = page('signupOtp');
export const SubscriptionTree = page('subscriptionTree');
export const Survey = page('survey');
export const UnsubscribeBanner = page('unsubscribeBanner');

const documented = [
  'accountRemoval',
  'addressSuggestions',
  'authModal',
  'cardRemoval',
  'contactPreferences',
  'emailLinkUnsubscribe',
  'headshotUpload',
  'loginPage',
  'maintenanceBanner',
  'otpInput',
  'paperless',
  'passwordChange',
  'passwordless',
  'passwordReset',
  'paymentMethods',
  'phoneVerificationToast',
  'profileSave',
  'session',
  'signupOtp',
  'subscriptionTree',
  'survey',
  'unsubscribeBanner',
];

export const EveryFlowHasAPage: Story = {
  args: { name: 'session' },
  render: () => <p>Every machine of @hearth/machines has a statechart page.</p>,
  play: async () => {
    await expect(Object.keys(machines).sort()).toEqual([...documented].sort());
  },
};
