import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Statecharts, statechartLabel } from './Statechart';

/**
 * A test, not a page (hidden from the sidebar and the docs): Mermaid draws the statechart of each
 * machine in the registry, with no axe violation. The docs pages show them, each on the page of
 * the view that renders the machine (`parameters.machine`), and `test/unit/statechartDocs.test.ts`
 * checks that every machine is on exactly one docs page and has a story here.
 */
const meta = {
  title: 'Flows/Statecharts',
  component: Statecharts,
  tags: ['!dev', '!autodocs'],
  args: { names: [] },
} satisfies Meta<typeof Statecharts>;
export default meta;

type Story = StoryObj<typeof meta>;

const draws = (name: string): Story => ({
  args: { names: [name] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: statechartLabel(name) }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const AccountRemoval = draws('accountRemoval');
export const AddressSuggestions = draws('addressSuggestions');
export const AuthModal = draws('authModal');
export const ContactPreferences = draws('contactPreferences');
export const EmailLinkUnsubscribe = draws('emailLinkUnsubscribe');
export const ProfilePicture = draws('profilePicture');
export const LoginPage = draws('loginPage');
export const MaintenanceBanner = draws('maintenanceBanner');
export const OtpInput = draws('otpInput');
export const DocumentDelivery = draws('documentDelivery');
export const PasswordChange = draws('passwordChange');
export const Passwordless = draws('passwordless');
export const PasswordReset = draws('passwordReset');
export const PaymentMethods = draws('paymentMethods');
export const PhoneVerification = draws('phoneVerification');
export const Profile = draws('profile');
export const SavedCard = draws('savedCard');
export const Session = draws('session');
export const SignupPage = draws('signupPage');
export const SubscriptionTree = draws('subscriptionTree');
export const Survey = draws('survey');
export const UnsubscribeBanner = draws('unsubscribeBanner');
