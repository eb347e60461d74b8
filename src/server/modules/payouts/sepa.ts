// The SEPA credit-transfer file (ISO 20022 pain.001.001.09) that pays a batch of payouts from the platform's own
// account: one payment-information block with the platform as debtor and one transaction per payout. Dutch banks
// take pain.001.001.09 as well as .03; .09 is the one the EPC rulebooks describe today.
//
// The XML itself comes from the `sepa` package (escaping, element order, the IBAN check). What it leaves to us, we
// do here: names cut down to the SEPA Latin character set and 70 characters (a bank refuses a file with other
// characters), identifiers checked, and the control sums computed from integer cents: the package adds up
// floating-point euros, which stays right to the cent for any batch we make, but exact by construction beats
// exact by margin.

import { ibanChecksumOk } from '@shared/users/schemas';
import { Document as SepaDocument } from 'sepa';

export interface SepaPayment {
  /** The payout's reference: end-to-end id and remittance text of the transfer (at most 35 characters). */
  reference: string;
  creditorName: string;
  creditorIban: string;
  /** Integer cents, 1 … 99 999 999 999 (€ 999 999 999,99, the most one SEPA transfer may carry). */
  amountCents: number;
}

export interface SepaInput {
  /** The file's unique id (at most 35 characters); the bank refuses a second file with the same id. */
  messageId: string;
  createdAt: Date;
  /** The day the bank should transfer, YYYY-MM-DD. */
  executionDate: string;
  /** The platform's account, which pays. */
  debtorName: string;
  debtorIban: string;
  payments: SepaPayment[];
}

const PAIN_FORMAT = 'pain.001.001.09';
const MAX_NAME = 70;
const MAX_ID = 35;
const MAX_AMOUNT_CENTS = 99_999_999_999;

// Letters that do not decompose into a base letter plus accents, and signs with a near equal in the SEPA set.
const TRANSLITERATE: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  '&': '+',
  '‘': "'",
  '’': "'",
  '`': "'",
  '´': "'",
  '–': '-',
  '—': '-',
  '"': "'",
  '“': "'",
  '”': "'",
  _: '-',
};

/** Outside the SEPA Latin set: a–z, A–Z, 0–9, / - ? : ( ) . , ' + and space. */
const NOT_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * A name as a bank takes it: accents off ('Müller-Ñúñez' → 'Muller-Nunez'), a few letters and signs written out,
 * anything else a space, at most 70 characters.
 */
export function sepaName(value: string): string {
  const plain = value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/./gu, (ch) => TRANSLITERATE[ch] ?? ch)
    .replace(NOT_SEPA, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return plain.slice(0, MAX_NAME).trimEnd();
}

// An identifier (message id, end-to-end id) may use the SEPA set without the space, must not start with '/' nor
// hold '//' (the EPC's rule for references).
const SEPA_ID = /^[A-Za-z0-9/\-?:().,'+]+$/;
function checkId(value: string, what: string): string {
  if (
    value.length < 1 ||
    value.length > MAX_ID ||
    !SEPA_ID.test(value) ||
    value.startsWith('/') ||
    value.includes('//')
  )
    throw new Error(`SEPA: ${what} "${value}" is not an identifier of 1 to 35 SEPA characters`);
  return value;
}

const normalIban = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** Whether `value` is an IBAN a credit-transfer file can carry (format and checksum). */
export function isSepaIban(value: string): boolean {
  const iban = normalIban(value);
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) && ibanChecksumOk(iban);
}

function checkIban(value: string, what: string): string {
  if (!isSepaIban(value)) throw new Error(`SEPA: ${what} has no valid IBAN`);
  return normalIban(value);
}

function checkName(value: string, what: string): string {
  const name = sepaName(value);
  if (!name) throw new Error(`SEPA: ${what} has no name in SEPA characters`);
  return name;
}

/** 'YYYY-MM-DD' as a local date at midnight: the package writes dates in local time. */
function executionDay(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  if (!m || !day || day.getMonth() !== Number(m[2]) - 1 || day.getDate() !== Number(m[3]))
    throw new Error(`SEPA: execution date "${value}" is not a date YYYY-MM-DD`);
  return day;
}

/** The pain.001.001.09 credit-transfer document for the payouts, as UTF-8 XML text. */
export function buildPain001(input: SepaInput): string {
  if (input.payments.length === 0) throw new Error('SEPA: a credit-transfer file needs at least one payment');
  if (Number.isNaN(input.createdAt.getTime())) throw new Error('SEPA: createdAt is not a date');

  const messageId = checkId(input.messageId, 'message id');
  const debtorName = checkName(input.debtorName, 'the debtor');
  const debtorIban = checkIban(input.debtorIban, 'the debtor');
  const requestedExecutionDate = executionDay(input.executionDate);

  const seen = new Set<string>();
  let totalCents = 0;
  const payments = input.payments.map((p) => {
    const reference = checkId(p.reference, 'payment reference');
    if (seen.has(reference)) throw new Error(`SEPA: payment reference "${reference}" appears twice`);
    seen.add(reference);
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents < 1 || p.amountCents > MAX_AMOUNT_CENTS)
      throw new Error(`SEPA: payment ${reference} has an amount outside 1 … ${MAX_AMOUNT_CENTS} cents`);
    totalCents += p.amountCents;
    return {
      reference,
      amountCents: p.amountCents,
      creditorName: checkName(p.creditorName, `payment ${reference}`),
      creditorIban: checkIban(p.creditorIban, `payment ${reference}`),
    };
  });

  const doc = new SepaDocument(PAIN_FORMAT);
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = debtorName;

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = requestedExecutionDate;
  info.debtorName = debtorName;
  info.debtorIBAN = debtorIban;
  // No BIC: within SEPA the IBAN is enough; the package then writes the agent as 'NOTPROVIDED'.
  info.debtorBIC = '';
  // One line per payout on the platform's statement, so each can be matched to its payout.
  info.batchBooking = false;
  doc.addPaymentInfo(info);
  // The package prefixes ids with the message id ('MSG.0', 'MSG.0.3'), which can pass the 35 characters the schema
  // allows: the payment block takes the message id itself (unique per file), each transaction its payout's reference.
  info.id = messageId;

  for (const p of payments) {
    const tx = info.createTransaction();
    tx.end2endId = p.reference;
    tx.remittanceInfo = p.reference;
    tx.creditorName = p.creditorName;
    tx.creditorIBAN = p.creditorIban;
    tx.creditorBIC = '';
    tx.currency = 'EUR';
    // cents / 100 is the double nearest the exact euro amount, and the package writes it with toFixed(2): exact
    // for every amount up to the maximum above.
    tx.amount = p.amountCents / 100;
    info.addTransaction(tx);
    tx.id = p.reference;
  }

  // The package's own sum adds floating-point euros one by one; this one is the exact total in cents. With a single
  // payment block the group header's sum is the same number.
  info.normalize = () => {
    info.controlSum = totalCents / 100;
  };

  return doc.toString();
}
