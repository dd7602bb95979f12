export {
  type LoadSurveyInput,
  type LoadSurveyOutput,
  REVIEW_INVITATION_MIN_SCORE,
  type SubmitAnswerInput,
  type SubmitAnswerResult,
  type Survey,
  type SurveyAnswer,
  type SurveyCampaignType,
  type SurveyInput,
  surveyMachine,
} from './survey.machine';
