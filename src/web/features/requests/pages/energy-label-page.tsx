import { EnergyLabelForm } from '../forms/energy-label-form';

/** /energielabel and /form/energielabel */
export const EnergyLabelFormPage = () => <EnergyLabelForm />;
