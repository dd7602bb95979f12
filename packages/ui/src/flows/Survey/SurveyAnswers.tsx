'use client';

import { messages, type SurveyAnswer, type SurveyCampaignType } from '@hearth/machines';
import { useId } from 'react';
import { Angry, Check, Frown, Laugh, type LucideIcon, Meh, Smile } from '../../components/Icon/icons';
import {
  NpsEnds,
  NpsGroup,
  NpsOption,
  NpsRow,
  SelectedBadge,
  SentimentGroup,
  SentimentOption,
} from './SurveyAnswers.styles';

/** The face for each score of a custom survey (scores 1 to 5 map to icons). */
export const SENTIMENT_FACES: Readonly<Record<number, LucideIcon>> = {
  1: Angry,
  2: Frown,
  3: Meh,
  4: Smile,
  5: Laugh,
};

export type SurveyAnswersProps = {
  /** NPS shows the 0 to 10 scale; CUSTOM shows a face per answer. */
  campaignType: SurveyCampaignType;
  answers: readonly SurveyAnswer[];
  selectedAnswerId: number | null;
  onSelect: (answerId: number) => void;
  /** The id of the element that names the group: the question. */
  labelledBy: string;
  /** While the answer is being sent the choice is kept but cannot change. @default false */
  isReadOnly?: boolean;
};

const byScore = (answers: readonly SurveyAnswer[]) => [...answers].sort((a, b) => a.score - b.score);

/**
 * The answers of a survey as one radio group: Tab enters it at the chosen answer (or the first),
 * arrow keys move between answers and choose them. A sentiment radio is named by its answer's
 * label, an NPS radio by its score.
 */
export function SurveyAnswers({
  campaignType,
  answers,
  selectedAnswerId,
  onSelect,
  labelledBy,
  isReadOnly = false,
}: SurveyAnswersProps) {
  const groupProps = {
    'aria-labelledby': labelledBy,
    orientation: 'horizontal' as const,
    value: selectedAnswerId === null ? null : String(selectedAnswerId),
    onChange: (value: string) => onSelect(Number(value)),
    isReadOnly,
  };
  return campaignType === 'NPS' ? (
    <NpsScale answers={byScore(answers)} groupProps={groupProps} />
  ) : (
    <SentimentScale answers={byScore(answers)} groupProps={groupProps} />
  );
}

type ScaleProps = {
  answers: SurveyAnswer[];
  groupProps: {
    'aria-labelledby': string;
    orientation: 'horizontal';
    value: string | null;
    onChange: (value: string) => void;
    isReadOnly: boolean;
  };
};

function SentimentScale({ answers, groupProps }: ScaleProps) {
  return (
    <SentimentGroup {...groupProps}>
      {answers.map((answer) => {
        const Face = SENTIMENT_FACES[answer.score];
        return (
          <SentimentOption key={answer.answerId} value={String(answer.answerId)}>
            {({ isSelected }) => (
              <>
                {Face ? <Face aria-hidden="true" focusable="false" /> : null}
                <span>{answer.label}</span>
                {isSelected ? (
                  <SelectedBadge aria-hidden="true">
                    <Check focusable="false" />
                  </SelectedBadge>
                ) : null}
              </>
            )}
          </SentimentOption>
        );
      })}
    </SentimentGroup>
  );
}

function NpsScale({ answers, groupProps }: ScaleProps) {
  const lowId = useId();
  const highId = useId();
  const last = answers.length - 1;
  const describedBy = (index: number) => (index === 0 ? lowId : index === last ? highId : undefined);
  return (
    <NpsGroup {...groupProps}>
      <NpsRow>
        {answers.map((answer, index) => (
          <NpsOption
            key={answer.answerId}
            value={String(answer.answerId)}
            aria-describedby={describedBy(index)}
          >
            {/* The scale shows the score; 'Not likely' and 'Very likely' describe its two ends. */}
            {answer.score}
          </NpsOption>
        ))}
      </NpsRow>
      <NpsEnds>
        <span id={lowId}>{messages.survey.notLikely}</span>
        <span id={highId}>{messages.survey.veryLikely}</span>
      </NpsEnds>
    </NpsGroup>
  );
}
