import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { field, ProfileFormHarness } from './Profile.fixtures';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Flows/Profile/Features/Address',
  component: documentedView(ProfileForm),
  render: (args) => <ProfileFormHarness {...args} />,
  args: { onReload: fn(), onCall: fn() },
  argTypes: storyFakes({
    onCall: {},
  }),
} satisfies Meta<typeof ProfileFormHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const street = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Street Address' });

/** Types a street and waits out the 800 ms debounce for the list. */
async function typeStreet(canvas: Canvas, text: string) {
  await userEvent.clear(street(canvas));
  await userEvent.type(street(canvas), text);
  return screen.findByRole('listbox', {}, { timeout: 3000 });
}

/** '40 Oak' asks the geocoder: its five suggestions in a list at most 40% of the viewport high. */
export const SuggestionsOpen: Story = {
  parameters: {
    a11y: {
      config: {
        // While its list is open, React Aria's ComboBox sets aria-hidden on everything but the
        // input and the list, and axe reports the focusable fields inside (adobe/react-spectrum#4937,
        // upstream). Only this story ends with the list open; every other rule still runs here.
        rules: [{ id: 'aria-hidden-focus', enabled: false }],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await typeStreet(canvas, '40 Oak');
    await expect(street(canvas)).toHaveAttribute('aria-expanded', 'true');
    // The options' text is drawn a render after the options themselves: wait for it.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '40 Oak Avenue, Austin, TX 78701' })).toBeVisible(),
    );
    await expect(screen.getAllByRole('option')).toHaveLength(5);
    // 40 % of the window's height (a tall window's 365.2px reads back without the float's noise).
    await expect(Number.parseFloat(getComputedStyle(list).maxHeight)).toBeCloseTo(
      window.innerHeight * 0.4,
      1,
    );
  },
};

/** Keyboard only: arrows to a suggestion, Enter fills street, city, state and ZIP; then Save. */
export const ChooseSuggestionByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await typeStreet(canvas, '40 Oak');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(street(canvas)).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '40 Oak Avenue, Austin, TX 78701' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(street(canvas)).toHaveValue('40 Oak Avenue');
    await expect(field(canvasElement, 'City')).toHaveValue('Austin');
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveTextContent('Texas');
    await expect(field(canvasElement, 'ZIP Code')).toHaveValue('78701');
    await expect(street(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCall).toHaveBeenCalledWith('createLocation', {
        streetLine1: '40 Oak Avenue',
        streetLine2: '',
        countrySubdivision: 'US_TX',
        city: 'Austin',
        postalCode: '78701',
      }),
    );
  },
};

/** Escape closes the list and keeps what was typed. */
export const EscapeClosesList: Story = {
  play: async ({ canvas }) => {
    await typeStreet(canvas, '40 Oak');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(street(canvas)).toHaveValue('40 Oak');
    await expect(street(canvas)).toHaveFocus();
  },
};

/** A house number alone is no query: no list, even after the debounce. */
export const NoListBeforeAStreetName: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(street(canvas));
    await userEvent.type(street(canvas), '40');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(street(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};
