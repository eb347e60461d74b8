import { MortgageForm } from '../forms/mortgage-form';
import { MortgageRequestForm } from '../forms/mortgage-request-form';

/** /hypotheek-adviseur: the five-section public form. */
export const PublicMortgageRequestPage = () => <MortgageRequestForm />;
/**
 * /form/hypotheekadviseur ('Hypotheekadviseur Project'). A visitor belongs at the
 * login; the route lives in the signed-in tree, where a visitor sees the login page at any path already.
 */
export const MortgageFormPage = () => <MortgageForm />;
