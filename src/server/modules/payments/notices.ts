// What the admins are told about money that reached a credited invoice (docs/decisions/0016, the amendment on late
// payments). Dutch; written in the transaction of the change they report.
import { formatCents } from '@shared/format';
import { type NamedProject, named } from '../projects/notices';

interface CreditedInvoice {
  invoiceNumber: string;
  project: Pick<NamedProject, 'projectRef' | 'type'>;
}

export const PAYMENT_NOTICES = {
  latePaymentToAdmins: (i: CreditedInvoice, amountCents: number) => ({
    title: 'Betaling op gecrediteerde factuur',
    message: `Factuur ${i.invoiceNumber} voor ${named(i.project)} was al gecrediteerd, maar is toch online betaald (${formatCents(amountCents)}). De factuur blijft gecrediteerd; het bedrag wordt via de betaaldienst aan de consument terugbetaald. Zie het auditlog voor de betaling en de terugbetaling.`,
  }),
  paidTwiceToAdmins: (i: CreditedInvoice, amountCents: number) => ({
    title: 'Factuur twee keer betaald',
    message: `Factuur ${i.invoiceNumber} voor ${named(i.project)} was al betaald, maar is nog een keer online betaald (${formatCents(amountCents)}). Het tweede bedrag wordt via de betaaldienst aan de consument terugbetaald. Zie het auditlog voor de betaling en de terugbetaling.`,
  }),
  refundFailedToAdmins: (i: CreditedInvoice, amountCents: number, attempts: number) => ({
    title: 'Terugbetaling lukt niet',
    message: `De terugbetaling van ${formatCents(amountCents)} voor factuur ${i.invoiceNumber} (${named(i.project)}) is ${attempts} keer mislukt. Het portaal blijft het proberen; controleer de betaling bij de betaaldienst en betaal het bedrag zo nodig zelf terug.`,
  }),
};
