import { SellerForm } from '../forms/seller-form';

/** /verkoopmakelaar */
export const PublicSellerPage = () => <SellerForm mode="public" />;
/** /form/verkoopmakelaar */
export const SellerFormPage = () => <SellerForm mode="auth" />;
