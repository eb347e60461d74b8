import { SustainabilityForm } from '../forms/sustainability-form';

/** /form/verduurzaming */
export const SustainabilityFormPage = () => <SustainabilityForm />;
