import { SurveyForm } from '../forms/survey-form';

/** /bouwkundige */
export const PublicSurveyPage = () => <SurveyForm mode="public" />;
/** /form/bouwkundige */
export const SurveyFormPage = () => <SurveyForm mode="auth" />;
