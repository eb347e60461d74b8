export const ROLES = ['consumer', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles one may choose when registering oneself. */
export const SELF_REGISTER_ROLES = ['consumer', 'professional'] as const;

export const ROLE_LABELS: Record<Role, string> = {
  consumer: 'Particulier',
  professional: 'Professional',
  admin: 'Admin',
};
