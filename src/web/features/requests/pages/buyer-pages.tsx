import { BuyerForm } from '../forms/buyer-form';

/** /aankoopmakelaar */
export const PublicBuyerPage = () => <BuyerForm mode="public" />;
/** /form/aankoopmakelaar */
export const BuyerFormPage = () => <BuyerForm mode="auth" />;
