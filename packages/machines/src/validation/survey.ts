/** Feedback text is trimmed before it is sent. */
export const trimFeedback = (text: string): string => text.trim();

/** Submit needs a selected answer and is disabled while submitting. */
export const canSubmitSurvey = (selectedAnswerId: number | null | undefined, submitting: boolean): boolean =>
  selectedAnswerId !== null && selectedAnswerId !== undefined && !submitting;
