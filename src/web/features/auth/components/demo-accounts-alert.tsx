import { DEMO_PASSWORD, type DemoAccountsResponse } from '@shared/auth/demo-accounts';
import { Alert } from '@web/components/ui/alert';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useDemoAccounts } from '../api/get-demo-accounts';

const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} en ${items.at(-1)}` : (items[0] ?? '');

function explanation(status: DemoAccountsResponse): string {
  if (status.signIn === 'anywhere')
    return status.publicAddress
      ? 'SEED_DEMO=true staat aan: iedereen kan zich op dit openbare adres met deze accounts aanmelden, ook als beheerder, en alle gegevens inzien. Zet SEED_DEMO uit en verwijder de accounts of geef ze een nieuw wachtwoord.'
      : 'SEED_DEMO=true staat aan: iedereen die dit portaal kan bereiken, kan zich met deze accounts aanmelden. Gebruik dit alleen om het portaal uit te proberen.';
  if (status.signIn === 'this-computer')
    return 'Aanmelden met dit wachtwoord kan alleen op de computer waarop het portaal draait. Neemt u het portaal in gebruik op een openbaar adres, verwijder de accounts dan eerst of geef ze een nieuw wachtwoord.';
  return 'Aanmelden met dit wachtwoord is op dit openbare adres geblokkeerd. Verwijder de accounts, of geef een account dat u wilt houden een nieuw wachtwoord.';
}

/**
 * Admin dashboard (decision 0011): says plainly that demo accounts with the published password exist, and whether
 * they can sign in here. Nothing while none is left, or while the status cannot be loaded.
 */
export function DemoAccountsAlert() {
  const { data } = useDemoAccounts();
  if (!data || data.accounts.length === 0) return null;
  const emails = data.accounts.map((a) => a.email);
  const open = data.signIn === 'anywhere' && data.publicAddress;
  return (
    <Alert variant={open ? 'destructive' : 'info'} role={open ? 'alert' : 'status'}>
      <ShieldAlert aria-hidden />
      <div className="flex-1 space-y-0.5">
        <p className="font-semibold">Demo-accounts zijn actief</p>
        <p className={open ? undefined : 'text-muted-foreground'}>
          {list(emails)} {emails.length > 1 ? 'hebben' : 'heeft'} nog het openbare wachtwoord{' '}
          <code>{DEMO_PASSWORD}</code>. {explanation(data)}{' '}
          <Link to="/gebruikers" className="font-medium underline">
            Naar gebruikersbeheer
          </Link>
        </p>
      </div>
    </Alert>
  );
}
