export const ROLES = ['consumer', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles one may choose when registering oneself. */
export const SELF_REGISTER_ROLES = ['consumer', 'professional'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/**
 * What every screen, list, filter, mail and export calls a role (decision 0039). The registration form's account
 * type choice alone says 'Particulier' for a consumer: REGISTRATION_ROLE_LABELS in ../auth/schemas.ts.
 */
export const ROLE_LABELS: Record<Role, string> = {
  consumer: 'Consument',
  professional: 'Professional',
  admin: 'Beheerder',
};

/** The roles in the plural: the user list's tabs and the dashboard's counts. */
export const ROLE_PLURAL_LABELS: Record<Role, string> = {
  consumer: 'Consumenten',
  professional: 'Professionals',
  admin: 'Beheerders',
};
