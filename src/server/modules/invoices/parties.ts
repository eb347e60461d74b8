// Who an invoice is from and to, and how it is paid: the professional's company details from their profile, the
// consumer's name and address, and the platform's collecting account (decision 0030).
import {
  COMPANY_DETAIL_LABELS,
  INVOICE_MESSAGES,
  missingCompanyDetailsText,
  type PaymentRoute,
} from '@shared/invoices/texts';
import { type Aanhef, addresseeName } from '@shared/users/salutation';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type DbOrTx, selectRows } from '../../db/client';
import type { InvoiceParties } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { AccessibleProject } from '../projects/access';
import { invoiceClientAddress, withPropertyLine } from './client-address';

/** What decides how an invoice is paid: the portal's address, whether online payment is on, the collecting account. */
export type CollectConfig = Pick<Config, 'appUrl' | 'payments' | 'collectingAccount'>;

/**
 * The invoice on its project's page, where the consumer reads and pays it: what the invoice mails link to. A web
 * page, never an API address, so that the link opened while signed out leads to the sign-in page and back here
 * (decision 0041).
 */
export const invoicePageUrl = (appUrl: string, projectRef: string) =>
  `${appUrl}/project/${encodeURIComponent(projectRef)}#invoice`;

/**
 * How the consumer pays the project's invoice (decision 0030): online on the project page, where the pay button is
 * (not when online payment is off), or by transfer to the platform's collecting account. Never the professional's.
 */
export function paymentRouteOf(config: CollectConfig, projectRef: string): PaymentRoute {
  return {
    account: config.collectingAccount,
    payUrl: config.payments === 'off' ? null : invoicePageUrl(config.appUrl, projectRef),
  };
}

interface PartiesRow {
  proFirstName: string;
  proLastName: string;
  proEmail: string;
  company: string | null;
  kvkNummer: string | null;
  btwNummer: string | null;
  iban: string | null;
  street: string | null;
  houseNumber: string | null;
  houseLetter: string | null;
  postcode: string | null;
  place: string | null;
  consumerFirstName: string;
  consumerLastName: string;
  consumerAanhef: Aanhef | null;
  consumerInitialen: string | null;
  consumerTussenvoegsel: string | null;
}

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The company details the invoice must show, or the 409 naming what the professional's profile lacks. */
function companyOf(p: PartiesRow) {
  const missing: string[] = [];
  if (!filled(p.company)) missing.push(COMPANY_DETAIL_LABELS.company);
  if (!filled(p.street) || !filled(p.houseNumber) || !filled(p.postcode) || !filled(p.place))
    missing.push(COMPANY_DETAIL_LABELS.address);
  if (!filled(p.kvkNummer)) missing.push(COMPANY_DETAIL_LABELS.kvkNummer);
  if (!filled(p.btwNummer)) missing.push(COMPANY_DETAIL_LABELS.btwNummer);
  if (!filled(p.iban)) missing.push(COMPANY_DETAIL_LABELS.iban);
  if (missing.length > 0)
    throw conflict(missingCompanyDetailsText(missing)).withCode('INVOICE_COMPANY_DETAILS_MISSING');
  return {
    companyName: p.company!,
    addressLines: [
      `${p.street!.trim()} ${p.houseNumber!.trim()}${filled(p.houseLetter) ? ` ${p.houseLetter.trim()}` : ''}`,
      `${p.postcode!.trim()} ${p.place!.trim()}`,
    ],
    kvkNummer: p.kvkNummer!,
    btwNummer: p.btwNummer!,
    iban: p.iban!,
    email: p.proEmail,
  };
}

/**
 * Who the project's invoice is from and to, and what for, as it is to be printed: the professional's company details
 * from their profile (409 naming what is missing), the consumer's name and the project's address.
 */
export async function currentParties(
  tx: DbOrTx,
  project: Pick<AccessibleProject, 'id' | 'title' | 'projectRef'>,
): Promise<InvoiceParties> {
  const [parties] = await selectRows<PartiesRow>(
    tx,
    sql`select pro.first_name as "proFirstName", pro.last_name as "proLastName", pro.email as "proEmail",
          pp.company, pp.kvk_nummer as "kvkNummer", pp.btw_nummer as "btwNummer", pp.iban,
          pp.bedrijfs_straat as street, pp.bedrijfs_huisnummer as "houseNumber",
          pp.bedrijfs_huisletter as "houseLetter", pp.bedrijfs_postcode as postcode,
          pp.bedrijfs_plaats as place, c.first_name as "consumerFirstName",
          c.last_name as "consumerLastName", c.aanhef as "consumerAanhef", c.initialen as "consumerInitialen",
          c.tussenvoegsel as "consumerTussenvoegsel"
        from projects p
        join users pro on pro.id = p.professional_id
        left join professional_profiles pp on pp.user_id = pro.id
        join users c on c.id = p.consumer_id
        where p.id = ${project.id}`,
  );
  if (!parties) throw conflict(INVOICE_MESSAGES.noProfessional);
  // Company details first (the professional can fix those), then the client's address (409 without one).
  const professional = companyOf(parties);
  const client = await invoiceClientAddress(tx, project.id);
  return {
    professional,
    consumer: {
      // 'De heer J. de Vries', as an address block names the client (decision 0023).
      name: addresseeName({
        firstName: parties.consumerFirstName,
        lastName: parties.consumerLastName,
        aanhef: parties.consumerAanhef,
        initialen: parties.consumerInitialen,
        tussenvoegsel: parties.consumerTussenvoegsel,
      }),
      addressLines: client.addressLines,
    },
    serviceDescription: withPropertyLine(`${project.title} (opdracht ${project.projectRef})`, client),
  };
}
