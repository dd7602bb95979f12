import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withMaxWidth } from '../../components/shared/story.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { tokens } from '../../theme/tokens';
import {
  ALL,
  ALL_CODES,
  box,
  expectChecked,
  expectHidden,
  expectSaved,
  expectSavedNotice,
  loadedTree,
  saveButton,
} from './play.fixtures';
import { SubscriptionTree } from './SubscriptionTree';
import { SubscriptionTreeHarness } from './SubscriptionTree.fixtures';

/** The subscription tree completed with the keyboard alone: Tab, Shift+Tab, Space and Enter. */
const meta = {
  title: 'Flows/SubscriptionTree/Keyboard',
  component: documentedView(SubscriptionTree),
  render: (args) => <SubscriptionTreeHarness {...args} />,
  decorators: [withMaxWidth(tokens.sizes.formWidth)],
  args: { tree: 'allSubscribed', load: 'resolve', save: 'resolve', onSave: fn() },
  argTypes: storyFakes({
    load: {},
    onSave: {},
    save: {},
    tree: {},
  }),
} satisfies Meta<typeof SubscriptionTreeHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Tab order follows the tree; Space turns off a child, Enter on Save saves just that child. */
export const ToggleAChildAndSave: Story = {
  play: async ({ canvas, args }) => {
    await loadedTree(canvas);
    await userEvent.tab();
    await expect(box(canvas, ALL)).toHaveFocus();
    await userEvent.tab();
    await expect(box(canvas, 'Newsletter')).toHaveFocus();
    await userEvent.tab();
    await expect(box(canvas, 'Weekly digest')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box(canvas, 'Weekly digest')).not.toBeChecked();
    await expect(box(canvas, 'Newsletter')).toBePartiallyChecked();
    // Deals and offers, its two children, Move-In Experience, its two children, Product updates.
    for (let step = 0; step < 8; step += 1) await userEvent.tab();
    await expect(saveButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectSaved(args.onSave, ['NEWSLETTER_WEEKLY']);
    await expectSavedNotice(canvas);
  },
};

/** Space on 'Unsubscribe from all' unchecks everything; Tab reaches Save past the top groups only. */
export const UnsubscribeFromAllAndSave: Story = {
  play: async ({ canvas, args }) => {
    await loadedTree(canvas);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(box(canvas, ALL)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box(canvas, ALL)).toBeChecked();
    await expectChecked(canvas, ['Newsletter', 'Move-In Experience', 'Product updates'], false);
    await expectHidden(canvas, ['Weekly digest', 'Moving checklist']);
    for (const name of ['Newsletter', 'Move-In Experience', 'Product updates']) {
      await userEvent.tab();
      await expect(box(canvas, name)).toHaveFocus();
    }
    await userEvent.tab();
    await expect(saveButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectSaved(args.onSave, ALL_CODES);
    await expectSavedNotice(canvas);
    await expect(box(canvas, ALL)).toBeChecked();
  },
};
