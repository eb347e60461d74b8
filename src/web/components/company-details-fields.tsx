// A professional's company details as one group of fields (Bedrijfsgegevens: what their invoices print), the same on
// /profiel, where professionals fill in their own, and on /admin/create-professional, where an admin fills them in
// for a new professional. Each page keeps its own form and schema (their Dutch messages come from the shared zod
// schemas through the form's resolver); this group only lays the fields out with the same labels and hints.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './ui/text-field';

/** The group's fields; the company's name is `company` here whatever the form calls it. */
export type CompanyDetailsFieldName =
  | 'company'
  | 'kvkNummer'
  | 'btwNummer'
  | 'iban'
  | 'beroepsaansprakelijkheidsverzekering'
  | 'bedrijfsStraat'
  | 'bedrijfsHuisnummer'
  | 'bedrijfsHuisletter'
  | 'bedrijfsPostcode'
  | 'bedrijfsPlaats';

export interface CompanyDetailsFieldProps {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

const optional = (label: string) => (
  <>
    {label} <span className="font-normal text-muted-foreground">(optioneel)</span>
  </>
);

export function CompanyDetailsFields({
  field,
  owner,
}: {
  /** Each field's id, error message and react-hook-form registration. */
  field: (name: CompanyDetailsFieldName) => CompanyDetailsFieldProps;
  /**
   * Whose details these are: the signed-in user's own (the browser may offer its saved organisation and address)
   * or someone else's (an admin's browser must not fill in the admin's own).
   */
  owner: 'self' | 'other';
}) {
  const fill = (token: string) => (owner === 'self' ? token : 'off');
  return (
    <div className="grid items-start gap-x-8 gap-y-4 lg:grid-cols-2">
      <div className="grid gap-4">
        <TextField {...field('company')} label="Bedrijfsnaam" autoComplete={fill('organization')} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            {...field('kvkNummer')}
            label="KVK-nummer"
            inputMode="numeric"
            autoComplete="off"
            description="8 cijfers"
          />
          <TextField
            {...field('btwNummer')}
            label="BTW-nummer"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            description="Bijvoorbeeld NL123456789B01"
          />
        </div>
        <TextField
          {...field('iban')}
          label="IBAN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          description="Het Nederlandse rekeningnummer waarop u de uitbetalingen ontvangt, bijvoorbeeld NL91 ABNA 0417 1643 00"
        />
        <TextField
          {...field('beroepsaansprakelijkheidsverzekering')}
          label="Beroepsaansprakelijkheidsverzekering"
          autoComplete="off"
          description="Verzekeraar en polisnummer"
        />
      </div>
      <Address>
        <TextField {...field('bedrijfsStraat')} label="Straat" autoComplete={fill('address-line1')} />
        <div className="grid grid-cols-2 items-start gap-4">
          <TextField
            {...field('bedrijfsHuisnummer')}
            label="Huisnummer"
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField {...field('bedrijfsHuisletter')} label={optional('Toevoeging')} autoComplete="off" />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-[9rem_1fr]">
          <TextField
            {...field('bedrijfsPostcode')}
            label="Postcode"
            autoComplete={fill('postal-code')}
            autoCapitalize="characters"
            description="Bijvoorbeeld 1234 AB"
          />
          <TextField {...field('bedrijfsPlaats')} label="Plaats" autoComplete={fill('address-level2')} />
        </div>
      </Address>
    </div>
  );
}

function Address({ children }: { children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold">Bedrijfsadres</legend>
      {children}
    </fieldset>
  );
}
