import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { SurveyHarness, SurveyRetryHarness } from './Survey.fixtures';
import { SurveyAnswers } from './SurveyAnswers';
import { SurveyPage } from './SurveyPage';
import { SurveyThanks } from './SurveyThanks';

/**
 * `SurveyPage` renders a `surveyMachine` actor. These stories run the real machine with fake
 * `loadSurvey` and `submitAnswer` actors: choose the campaign and what each call does.
 */
const meta = {
  title: 'Flows/Survey',
  component: documentedView(SurveyPage),
  render: (args) => <SurveyHarness {...args} />,
  parameters: { machine: 'survey' },
  subcomponents: { SurveyAnswers, SurveyThanks },
  args: {
    campaign: 'CUSTOM',
    submitted: false,
    load: 'resolve',
    submit: 'resolve',
    onLoadSurvey: fn(),
    onSubmitAnswer: fn(),
  },
  argTypes: storyFakes({
    campaign: { control: 'inline-radio', options: ['CUSTOM', 'NPS'] },
    load: { control: 'inline-radio', options: ['resolve', 'reject', 'pending'] },
    submit: { control: 'inline-radio', options: ['resolve', 'reject', 'pending'] },
    sentimentScore: { control: { type: 'number', min: 0, max: 10 } },
    random: { control: false },
    onLoadSurvey: {},
    onSubmitAnswer: {},
    submitted: {},
  }),
} satisfies Meta<typeof SurveyHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The survey loads and shows the question with its answers. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('radiogroup', { name: 'How was your experience with Ace Plumbing?' });
    await expect(args.onLoadSurvey).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The first load fails; Retry loads again and the survey shows, its question taking focus. */
export const RetryAfterFailedLoad: Story = {
  render: (args) => <SurveyRetryHarness onLoadSurvey={args.onLoadSurvey} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    const question = await canvas.findByRole('heading', {
      level: 1,
      name: 'How was your experience with Ace Plumbing?',
    });
    await waitFor(() => expect(question).toHaveFocus());
    await expect(args.onLoadSurvey).toHaveBeenCalledTimes(2);
  },
};
