export { type SurveyActor, SurveyPage, type SurveyPageProps } from './SurveyPage';
