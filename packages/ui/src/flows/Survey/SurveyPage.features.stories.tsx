import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { REVIEW_SITES, SURVEY_ID, SurveyHarness } from './Survey.fixtures';
import { SurveyPage } from './SurveyPage';

const meta = {
  title: 'Flows/Survey/Features',
  component: documentedView(SurveyPage),
  render: (args) => <SurveyHarness {...args} />,
  args: { onLoadSurvey: fn(), onSubmitAnswer: fn() },
  argTypes: storyFakes({
    campaign: {},
    load: {},
    onLoadSurvey: {},
    onSubmitAnswer: {},
    random: {},
    sentimentScore: {},
    submit: {},
    submitted: {},
  }),
} satisfies Meta<typeof SurveyHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const CUSTOM_QUESTION = 'How was your experience with Ace Plumbing?';
const NPS_QUESTION = 'How likely are you to recommend Hearth to a friend?';
const THANKS = 'Thank you for your feedback';

const question = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Submit' });
const feedbackBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Tell us more (optional)' });

/** Picks an answer with the pointer and types feedback. */
async function answer(canvas: Canvas, questionText: string, choice: string, feedback?: string) {
  await question(canvas, questionText);
  await userEvent.click(canvas.getByRole('radio', { name: choice }));
  if (feedback) await userEvent.type(feedbackBox(canvas), feedback);
}

async function thanksHeading(canvas: Canvas) {
  const heading = await canvas.findByRole('heading', { level: 1, name: THANKS });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

export const Loading: Story = {
  args: { load: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the survey…');
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No survey has this id (404): the link is not valid, said plainly, with nothing to retry. */
export const LinkNotValid: Story = {
  args: { load: 'notFound' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'This survey link is not valid' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        'We could not find a survey at this address. Check that the link is complete, or open it again from your email.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

/** The load failed (503). Retry loads again; here it fails again, so the message stays. */
export const LoadFailed: Story = {
  args: { load: 'reject' },
  play: async ({ canvas, args }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'We could not load this survey' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLoadSurvey).toHaveBeenCalledTimes(2));
    await expect(args.onLoadSurvey).toHaveBeenLastCalledWith({ surveyId: SURVEY_ID });
    await canvas.findByRole('button', { name: 'Retry' });
  },
};

/** A custom survey: one face per score, named by its label; nothing chosen, so Submit is disabled. */
export const CustomAnswering: Story = {
  play: async ({ canvas }) => {
    await question(canvas, CUSTOM_QUESTION);
    const group = canvas.getByRole('radiogroup', { name: CUSTOM_QUESTION });
    const radios = within(group).getAllByRole('radio');
    const labels = ['Very unhappy', 'Unhappy', 'Neutral', 'Happy', 'Very happy'];
    await expect(radios).toHaveLength(labels.length);
    for (const [index, label] of labels.entries()) {
      await expect(radios[index]).toHaveAccessibleName(label);
      await expect(radios[index]).not.toBeChecked();
    }
    await expect(group.querySelectorAll('svg.lucide-angry, svg.lucide-laugh')).toHaveLength(2);
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(feedbackBox(canvas)).toHaveValue('');
  },
};

/** NPS: 0 to 10, 'Not likely' under 0 and 'Very likely' under 10, read with those radios. */
export const NpsAnswering: Story = {
  args: { campaign: 'NPS' },
  play: async ({ canvas }) => {
    await question(canvas, NPS_QUESTION);
    const radios = within(canvas.getByRole('radiogroup', { name: NPS_QUESTION })).getAllByRole('radio');
    await expect(radios).toHaveLength(11);
    await expect(canvas.getByRole('radio', { name: '0' })).toHaveAccessibleDescription('Not likely');
    await expect(canvas.getByRole('radio', { name: '10' })).toHaveAccessibleDescription('Very likely');
    await expect(canvas.getByRole('radio', { name: '5' })).toHaveAccessibleDescription('');
    await expect(canvas.getByText('Not likely')).toBeVisible();
    await expect(canvas.getByText('Very likely')).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '0' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '3' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '3' })).not.toBeChecked();
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** An answer is chosen (check badge and bold label, not colour alone) and feedback is typed. */
export const AnswerChosenWithFeedback: Story = {
  play: async ({ canvas, args }) => {
    await answer(canvas, CUSTOM_QUESTION, 'Happy', 'Quick and tidy work.');
    const happy = canvas.getByRole('radio', { name: 'Happy' });
    await expect(happy).toBeChecked();
    const badges = canvas.getByRole('radiogroup').querySelectorAll('svg.lucide-check');
    await expect(badges).toHaveLength(1);
    await expect(happy.closest('label')).toContainElement(badges[0] as HTMLElement);
    await expect(feedbackBox(canvas)).toHaveValue('Quick and tidy work.');
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(args.onSubmitAnswer).not.toHaveBeenCalled();
  },
};

/** While the answer is sent, Submit keeps its label but cannot be pressed and the choice is locked. */
export const Submitting: Story = {
  args: { submit: 'pending' },
  play: async ({ canvas, args }) => {
    await answer(canvas, CUSTOM_QUESTION, 'Neutral', '  On time.  ');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await expect(args.onSubmitAnswer).toHaveBeenCalledWith({
      surveyId: SURVEY_ID,
      answerId: 103,
      comments: 'On time.',
    });
    await expect(submitButton(canvas)).toHaveFocus();
    await userEvent.click(submitButton(canvas));
    await userEvent.click(canvas.getByRole('radio', { name: 'Happy' }));
    await expect(canvas.getByRole('radio', { name: 'Neutral' })).toBeChecked();
    await expect(feedbackBox(canvas)).toHaveAttribute('readonly');
    await expect(args.onSubmitAnswer).toHaveBeenCalledTimes(1);
  },
};

/** The submit failed: the message is announced, the answer and the feedback stay, Submit works again. */
export const SubmitError: Story = {
  args: { submit: 'reject' },
  play: async ({ canvas, args }) => {
    await answer(canvas, CUSTOM_QUESTION, 'Unhappy', 'Late by an hour.');
    await userEvent.click(submitButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^Error submitting feedback$/);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Unhappy' })).toBeChecked();
    await expect(feedbackBox(canvas)).toHaveValue('Late by an hour.');
    await expect(submitButton(canvas)).toBeEnabled();
    await userEvent.tab();
    await expect(submitButton(canvas)).toHaveFocus();
    await expect(args.onSubmitAnswer).toHaveBeenCalledTimes(1);
  },
};

/** NPS thanks: no invitation and no improvement message. */
export const ThanksPlain: Story = {
  args: { campaign: 'NPS' },
  play: async ({ canvas, args }) => {
    await answer(canvas, NPS_QUESTION, '9');
    await userEvent.click(submitButton(canvas));
    await thanksHeading(canvas);
    await expect(canvas.getByText('Your answer has been recorded.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(args.onSubmitAnswer).toHaveBeenCalledWith({
      surveyId: SURVEY_ID,
      answerId: 209,
      comments: '',
    });
  },
};

/** Custom survey, score 5: an invitation to review on the first site (`random: () => 0`). */
export const ThanksReviewInvitation: Story = {
  args: { random: () => 0 },
  play: async ({ canvas }) => {
    await answer(canvas, CUSTOM_QUESTION, 'Very happy');
    await userEvent.click(submitButton(canvas));
    await thanksHeading(canvas);
    const link = canvas.getByRole('link', {
      name: 'Write a review on reviews.example.com (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', REVIEW_SITES[0]);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(canvas.getByText(/Would you tell others about it\?/)).toBeVisible();
  },
};

/** Custom survey, score 2: the improvement message instead of an invitation. */
export const ThanksImprovement: Story = {
  play: async ({ canvas }) => {
    await answer(canvas, CUSTOM_QUESTION, 'Unhappy');
    await userEvent.click(submitButton(canvas));
    await thanksHeading(canvas);
    await expect(
      canvas.getByText('We are sorry it was not better. We will use your feedback to improve Hearth.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Opened from an email with `?sentimentScore=5`: the matching answer is sent at once, once. */
export const AutoSubmitFromSentimentScore: Story = {
  args: { sentimentScore: 5 },
  play: async ({ canvas, args }) => {
    await thanksHeading(canvas);
    await expect(args.onSubmitAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onSubmitAnswer).toHaveBeenCalledWith({
      surveyId: SURVEY_ID,
      answerId: 105,
      comments: '',
    });
    await expect(
      canvas.getByRole('link', { name: /^Write a review on reviews\.example\.com/ }),
    ).toBeVisible();
  },
};

/** The same link opened again: the survey loads as answered, so thanks shows and nothing is sent. */
export const AlreadySubmitted: Story = {
  args: { submitted: true, sentimentScore: 5 },
  play: async ({ canvas, args }) => {
    await thanksHeading(canvas);
    await expect(args.onLoadSurvey).toHaveBeenCalledTimes(1);
    await expect(args.onSubmitAnswer).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  },
};

/** The whole survey with the keyboard: Tab into the faces, arrows to choose, Tab to Submit, Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const heading = await question(canvas, CUSTOM_QUESTION);
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Very unhappy' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Happy' })).toBeChecked();
    await userEvent.tab();
    await expect(feedbackBox(canvas)).toHaveFocus();
    await userEvent.keyboard('Fixed fast.');
    await userEvent.tab();
    await expect(submitButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await thanksHeading(canvas);
    await expect(args.onSubmitAnswer).toHaveBeenCalledWith({
      surveyId: SURVEY_ID,
      answerId: 104,
      comments: 'Fixed fast.',
    });
  },
};
