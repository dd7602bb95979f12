import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MachineDocsPage } from '../docs/pages';
import { Statecharts, statechartLabel } from './Statechart';

/**
 * The page's session: read on load, logged out, and expired after a CSRF error. No view of
 * `@hearth/ui` renders this machine: the reference app runs it in its `SessionProvider`
 * (`apps/reference/src/session/`), shows `PageExpiredBanner` (Shell) while it has the
 * `pageExpired` tag, and reloads the page when it emits `reload`. So its statechart has this
 * page of its own.
 */
const meta = {
  title: 'Flows/Session',
  component: Statecharts,
  parameters: { machine: 'session', docs: { page: MachineDocsPage }, controls: { disable: true } },
  args: { names: ['session'] },
} satisfies Meta<typeof Statecharts>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The statechart, its states and its events, generated from `sessionMachine`. */
export const Statechart: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: statechartLabel('session') }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
