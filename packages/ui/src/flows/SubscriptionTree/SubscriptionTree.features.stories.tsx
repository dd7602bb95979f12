import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withMaxWidth } from '../../components/shared/story.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { tokens } from '../../theme/tokens';
import {
  ALL,
  ALL_CODES,
  box,
  childListOf,
  expectChecked,
  expectHidden,
  expectSaved,
  expectSavedNotice,
  loadedTree,
  namesIn,
  SAVE_FAILED,
  saveButton,
  stateWordOf,
} from './play.fixtures';
import { SubscriptionTree } from './SubscriptionTree';
import { SubscriptionTreeHarness } from './SubscriptionTree.fixtures';

const meta = {
  title: 'Flows/SubscriptionTree/Features',
  component: documentedView(SubscriptionTree),
  render: (args) => <SubscriptionTreeHarness {...args} />,
  decorators: [withMaxWidth(tokens.sizes.formWidth)],
  args: { tree: 'allSubscribed', load: 'resolve', save: 'resolve', onSave: fn() },
  argTypes: storyFakes({
    load: {},
    onSave: {},
    save: {},
    tree: {},
    viewer: {},
  }),
} satisfies Meta<typeof SubscriptionTreeHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const NEWSLETTER_CHILDREN = ['Weekly digest', 'Deals and offers', 'Local deals', 'National deals'];

export const Loading: Story = {
  args: { load: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your email subscriptions…');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** Retry (Enter) loads again; when that fails too, focus comes back to Retry. */
export const LoadFailed: Story = {
  args: { load: 'reject' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your email subscriptions could not be loaded.');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus());
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

/** The second load works: the tree replaces the error and focus goes to its first control. */
export const RetryAfterLoadFailure: Story = {
  args: { load: 'rejectOnce' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(box(canvas, ALL)).toHaveFocus());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every group checked and Subscribed; children nested in their parent's list item, 3 levels deep. */
export const AllSubscribed: Story = {
  play: async ({ canvas }) => {
    await expect(await loadedTree(canvas)).not.toBeChecked();
    const newsletter = box(canvas, 'Newsletter');
    await expect(newsletter).toBeChecked();
    await expect(newsletter).not.toBePartiallyChecked();
    await expect(newsletter).toHaveAccessibleDescription('Home tips, seasonal checklists and product news.');
    await expect(stateWordOf(newsletter)).toBe('Subscribed');
    await expectChecked(canvas, [...NEWSLETTER_CHILDREN, 'Move-In Experience', 'Product updates'], true);
    const level2 = childListOf(newsletter);
    await expect(level2 && namesIn(level2)).toEqual(['Weekly digest', 'Deals and offers']);
    const level3 = childListOf(box(canvas, 'Deals and offers'));
    await expect(level3 && namesIn(level3)).toEqual(['Local deals', 'National deals']);
    await expect(childListOf(box(canvas, 'Product updates'))).toBeNull();
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/** Newsletter loaded unsubscribed: its children are hidden until it is switched back on. */
export const ParentUnsubscribedHidesChildren: Story = {
  args: { tree: 'newsletterUnsubscribed' },
  play: async ({ canvas }) => {
    await loadedTree(canvas);
    const newsletter = box(canvas, 'Newsletter');
    await expect(newsletter).not.toBeChecked();
    await expect(stateWordOf(newsletter)).toBe('Unsubscribed');
    await expectHidden(canvas, NEWSLETTER_CHILDREN);
    await expectChecked(canvas, ['Moving checklist', 'Utility reminders'], true);

    await userEvent.click(newsletter);
    await expectChecked(canvas, NEWSLETTER_CHILDREN, true);
    await expect(saveButton(canvas)).toBeEnabled();
    await userEvent.click(newsletter);
    await expectHidden(canvas, NEWSLETTER_CHILDREN);
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/** National deals off: its parent and grandparent show Subscribed with an indeterminate box. */
export const MixedChildren: Story = {
  args: { tree: 'mixed' },
  play: async ({ canvas }) => {
    await loadedTree(canvas);
    for (const name of ['Newsletter', 'Deals and offers']) {
      await expect(box(canvas, name)).toBePartiallyChecked();
      await expect(stateWordOf(box(canvas, name))).toBe('Subscribed');
    }
    await expect(box(canvas, 'Local deals')).toBeChecked();
    await expect(box(canvas, 'National deals')).not.toBeChecked();
    await expect(stateWordOf(box(canvas, 'National deals'))).toBe('Unsubscribed');
    await expect(box(canvas, 'Move-In Experience')).not.toBePartiallyChecked();
    await expect(box(canvas, ALL)).not.toBeChecked();
  },
};

/**
 * A child change recalculates its parents. Turning off the last subscribed child unsubscribes the
 * parent and hides the children, and keyboard focus moves up to the parent's checkbox.
 */
export const ChildChangeRecalculatesParent: Story = {
  play: async ({ canvas }) => {
    await loadedTree(canvas);
    box(canvas, 'Local deals').focus();
    await userEvent.keyboard(' ');
    await expect(box(canvas, 'Deals and offers')).toBePartiallyChecked();
    await userEvent.tab();
    await expect(box(canvas, 'National deals')).toHaveFocus();
    await userEvent.keyboard(' ');
    const deals = box(canvas, 'Deals and offers');
    await expect(deals).not.toBeChecked();
    await expectHidden(canvas, ['Local deals', 'National deals']);
    await expect(deals).toHaveFocus();
    await expect(box(canvas, 'Newsletter')).toBePartiallyChecked();
  },
};

/** 'Unsubscribe from all' unchecks every group (hiding the children); unchecking it again restores all. */
export const UnsubscribeFromAll: Story = {
  play: async ({ canvas, args }) => {
    const all = await loadedTree(canvas);
    await userEvent.click(all);
    await expectChecked(canvas, ['Newsletter', 'Move-In Experience', 'Product updates'], false);
    await expectHidden(canvas, [...NEWSLETTER_CHILDREN, 'Moving checklist']);
    await userEvent.click(all);
    await expectChecked(canvas, ['Newsletter', 'Local deals', 'Moving checklist'], true);
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(saveButton(canvas)).toBeEnabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Loaded with every group off: 'Unsubscribe from all' is checked; checking one group unchecks it. */
export const LoadedUnsubscribedFromAll: Story = {
  args: { tree: 'allUnsubscribed' },
  play: async ({ canvas }) => {
    const all = await loadedTree(canvas);
    await expect(all).toBeChecked();
    await userEvent.click(box(canvas, 'Product updates'));
    await expect(all).not.toBeChecked();
    await userEvent.click(box(canvas, 'Product updates'));
    await expect(all).toBeChecked();
  },
};

/** Save is disabled until something differs from what was loaded, and again once it is undone. */
export const SaveDisabledUntilChanged: Story = {
  play: async ({ canvas, args }) => {
    await loadedTree(canvas);
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.click(box(canvas, 'Product updates'));
    await expect(saveButton(canvas)).toBeEnabled();
    await userEvent.click(box(canvas, 'Product updates'));
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While saving, Save keeps its label and is announced busy; the groups cannot change. */
export const Saving: Story = {
  args: { save: 'pending' },
  play: async ({ canvas, args }) => {
    await loadedTree(canvas);
    await userEvent.click(box(canvas, 'Product updates'));
    await userEvent.click(saveButton(canvas));
    await expectSaved(args.onSave, ['PRODUCT_UPDATES']);
    const save = saveButton(canvas);
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAttribute('data-pending', 'true');
    await expect(box(canvas, 'Newsletter')).toBeDisabled();
    await expect(box(canvas, ALL)).toBeDisabled();
  },
};

/** A failed save shows the machine's message as an alert and keeps the changes; Save stays enabled. */
export const SaveFailed: Story = {
  args: { save: 'reject' },
  play: async ({ canvas, args }) => {
    await loadedTree(canvas);
    await userEvent.click(box(canvas, 'Move-In Experience'));
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(box(canvas, 'Move-In Experience')).not.toBeChecked();
    await expectHidden(canvas, ['Moving checklist']);
    await expect(box(canvas, 'Newsletter')).toBeEnabled();
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

/** Saving again after a failure clears the error and saves. */
export const SaveAgainAfterFailure: Story = {
  args: { save: 'rejectOnce' },
  play: async ({ canvas, args }) => {
    await loadedTree(canvas);
    await userEvent.click(box(canvas, 'Move-In Experience'));
    await userEvent.click(saveButton(canvas));
    await canvas.findByRole('alert');
    await userEvent.click(saveButton(canvas));
    await expectSavedNotice(canvas);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
};

/** The saved tree replaces the form; Save is disabled again and the confirmation takes focus. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await loadedTree(canvas);
    await userEvent.click(box(canvas, 'Newsletter'));
    await userEvent.click(saveButton(canvas));
    await expectSaved(args.onSave, ALL_CODES.slice(0, 5));
    await expectSavedNotice(canvas);
    await expect(box(canvas, 'Newsletter')).not.toBeChecked();
    await expectHidden(canvas, ['Weekly digest']);
  },
};

/** The address has no subscription groups: a sentence instead of the tree, nothing to save. */
export const NoGroups: Story = {
  args: { tree: 'empty' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('There are no email subscriptions for this address.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/** A curator viewing a customer's account sees the choices with every box and Save disabled. */
export const Curator: Story = {
  args: { viewer: 'curator', tree: 'mixed' },
  play: async ({ canvas, args }) => {
    await expect(await loadedTree(canvas)).toBeDisabled();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(box(canvas, 'National deals')).not.toBeChecked();
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.click(box(canvas, 'Newsletter'));
    await expect(box(canvas, 'Newsletter')).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
