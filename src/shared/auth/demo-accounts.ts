// The demo accounts (README, 'Demo accounts'): their published password, the Dutch texts that refuse it where it
// must not open the portal, and what GET /api/admin/demo-accounts tells the admin dashboard.
// docs/decisions/0011-demo-accounts.md
import { ROLES } from '../users/roles';
import { z } from '../zod';

/** The password every demo account is created with. It is public: the README lists it. */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_MESSAGES = {
  /** Sign-in refused on an installation whose APP_URL is a public address. */
  publicAddress:
    'Dit demo-account is uitgeschakeld op deze installatie: het wachtwoord is openbaar. Een beheerder kan het via Gebruikers een nieuw wachtwoord geven of het verwijderen.',
  /** Sign-in refused from another computer on a trial installation (APP_URL localhost). */
  otherComputer:
    "Met het openbare demo-wachtwoord kunt u alleen inloggen op de computer waarop het portaal draait. Stel een nieuw wachtwoord in via 'Wachtwoord vergeten'.",
} as const;

/**
 * Where a demo account that still has the published password may sign in: 'anywhere' (SEED_DEMO=true set),
 * 'this-computer' (APP_URL is localhost: only requests from a loopback address) or 'nowhere' (a public APP_URL).
 */
export const DEMO_SIGN_IN = ['anywhere', 'this-computer', 'nowhere'] as const;
export type DemoSignIn = (typeof DEMO_SIGN_IN)[number];

/** GET /api/admin/demo-accounts (admins). */
export const demoAccountsResponse = z.object({
  /** The demo accounts that still have the published password; empty when none is left. */
  accounts: z.array(z.object({ email: z.string(), role: z.enum(ROLES) })),
  signIn: z.enum(DEMO_SIGN_IN),
  /** APP_URL is not a loopback address: the portal is meant to be reached by others. */
  publicAddress: z.boolean(),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponse>;
