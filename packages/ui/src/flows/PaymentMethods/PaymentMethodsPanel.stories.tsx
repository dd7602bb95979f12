import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { PaymentMethodsHarness, storyCards } from './PaymentMethods.fixtures';
import { PaymentMethodsPanel } from './PaymentMethodsPanel';

const meta = {
  title: 'Flows/PaymentMethods',
  component: documentedView(PaymentMethodsPanel),
  render: (args) => <PaymentMethodsHarness {...args} />,
  parameters: { machine: 'paymentMethods' },
  args: {
    cards: [storyCards.visa, storyCards.amex],
    load: 'cards',
    save: 'succeeds',
    remove: 'succeeds',
    viewer: 'owner',
    headingLevel: 2,
    showHeading: true,
    entry: { mode: 'mounted' },
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    ...storyFakes({
      load: { control: 'select', options: ['cards', 'noCards', 'pending', 'fails', 'failsOnce'] },
      save: {
        control: 'select',
        options: [
          'succeeds',
          'tokenizing',
          'declined',
          'creating',
          'createFails',
          'reloading',
          'reloadFails',
        ],
      },
      remove: { control: 'select', options: ['succeeds', 'removing', 'fails', 'reloading', 'reloadFails'] },
      viewer: { control: 'inline-radio', options: ['owner', 'curator'] },
      cards: {},
      entry: {},
    }),
  },
} satisfies Meta<typeof PaymentMethodsHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The panel on the real machines with fake effects; try the scenarios in the controls. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Saved cards' })).toBeVisible();
  },
};
