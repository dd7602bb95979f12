import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { expectChosen, findRow } from '../../flows/ContactPreferences/play.fixtures';
import { box, loadedTree } from '../../flows/SubscriptionTree/play.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { EmailSubscriptionsPage } from './EmailSubscriptionsPage';
import { EmailSubscriptionsPageHarness } from './EmailSubscriptionsPage.fixtures';

const meta = {
  title: 'Flows/EmailSubscriptionsPage/Features',
  component: documentedView(EmailSubscriptionsPage),
  render: (args) => <EmailSubscriptionsPageHarness {...args} />,
  args: { tree: 'allSubscribed', onSave: fn(), onRedirect: fn() },
  argTypes: storyFakes({
    link: {},
    onRedirect: {},
    onSave: {},
    tree: {},
    withContactPreferences: {},
    withoutTree: {},
  }),
} satisfies Meta<typeof EmailSubscriptionsPageHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function expectPage(canvas: Canvas) {
  const title = canvas.getByRole('heading', { level: 1, name: 'Email subscriptions' });
  await expect(canvas.getByRole('region', { name: 'Email subscriptions' })).toContainElement(title);
  await expect(canvas.getByText('ann.lee@example.com')).toBeInTheDocument();
  await expect(canvas.getByText(/Choose the emails Hearth sends to/)).toBeInTheDocument();
}

/** Opened from the account or a plain link: the title, the address and the tree. */
export const Subscriptions: Story = {
  play: async ({ canvas }) => {
    await expectPage(canvas);
    await loadedTree(canvas);
    await expect(canvas.getByRole('form', { name: 'Email subscriptions' })).toContainElement(
      box(canvas, 'Newsletter'),
    );
  },
};

/**
 * The e-mailed link also carried the contact preferences' token (spec 02 §6): Communication
 * Methods follow the tree (everything unsubscribed here, so the page stays short), loaded by that
 * token; the app's end-to-end test saves them without a login.
 */
export const WithContactPreferences: Story = {
  args: { withContactPreferences: true, tree: 'allUnsubscribed' },
  play: async ({ canvas }) => {
    await expectPage(canvas);
    const all = await loadedTree(canvas);
    await expect(all).toBeChecked();
    const heading = canvas.getByRole('heading', { level: 2, name: 'Communication Methods' });
    await expect(all.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expectChosen(await findRow(canvas, 'Messages from Pros'), 'Both');
    await expectChosen(await findRow(canvas, 'Messages from Hearth'), 'Emails');
  },
};

/** Opened from a newsletter unsubscribe link: the result above the tree, which shows Newsletter off. */
export const FromUnsubscribeLink: Story = {
  args: { link: 'newsletter', tree: 'newsletterUnsubscribed' },
  play: async ({ canvas }) => {
    await expectPage(canvas);
    const all = await loadedTree(canvas);
    const status = canvas.getAllByRole('status')[0];
    await waitFor(() => expect(status).toHaveTextContent('You will no longer receive Newsletter messages.'));
    // The result comes before the tree in reading order.
    await expect(status?.compareDocumentPosition(all)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(box(canvas, 'Newsletter')).not.toBeChecked();
  },
};

/** The link's unsubscribe failed: the alert above a tree that is still usable. */
export const UnsubscribeLinkFailed: Story = {
  args: { link: 'failure' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Updating email settings failed.');
    await expect(await loadedTree(canvas)).toBeEnabled();
  },
};

/**
 * The link named a list that does not exist: the spec's error, and, as the token gave the
 * address, its tree as it stands (nothing was unsubscribed), to manage from here.
 */
export const UnknownListWithTree: Story = {
  args: { link: 'unknownCode' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid Email Unsubscribe shortCode');
    await expectPage(canvas);
    await expect(await loadedTree(canvas)).toBeEnabled();
    await expect(box(canvas, 'Newsletter')).toBeChecked();
  },
};

/** The link's token gave no email: no address and no tree, only the redirect notice. */
export const RedirectingToLogIn: Story = {
  args: { link: 'noEmail', withoutTree: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email subscriptions' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to log in…'));
    await expect(args.onRedirect).toHaveBeenCalledWith('/login/?r=%2Faccount%2Fgeneral-communications');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Choose the emails/)).not.toBeInTheDocument();
  },
};
