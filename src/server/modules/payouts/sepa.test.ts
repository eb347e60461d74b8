// The SEPA credit-transfer file: valid against the ISO 20022 schema, sums exact to the cent at both levels, names
// in the SEPA character set, and refused when its input could not make a file a bank accepts.
//
// The schema (src/server/test/fixtures/pain.001.001.09.xsd) is the ISO 20022 message schema as the ISO 20022
// Registration Authority publishes it in its message catalogue, unchanged. Its intellectual-property policy grants
// everyone a non-exclusive, royalty-free licence to use the published repository information, schemas included;
// docs/testing.md records this. xmllint (Debian's libxml2-utils, installed by scripts/install-test-deps.sh)
// validates against it and reads the values back, so the test parses the file as a bank would.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPain001, type SepaInput, type SepaPayment, sepaName } from './sepa';

const XSD = path.resolve(import.meta.dirname, '../../test/fixtures/pain.001.001.09.xsd');

function xmllint(args: string[], xml: string) {
  const r = spawnSync('xmllint', [...args, '-'], { input: xml, encoding: 'utf8' });
  if (r.error) throw r.error;
  return r;
}

/** Schema validation: the messages of xmllint when the file does not validate, '' when it does. */
function schemaErrors(xml: string): string {
  const r = xmllint(['--noout', '--schema', XSD], xml);
  return r.status === 0 ? '' : r.stderr;
}

/** An XPath over the file's elements by local name: 'GrpHdr/CtrlSum' → the text of every such element. */
function values(xml: string, steps: string): string[] {
  const expr = ['Document', 'CstmrCdtTrfInitn', ...steps.split('/')]
    .map((s) => (s.startsWith('@') ? s : `*[local-name()='${s}']`))
    .join('/');
  // One value a line: xmllint's --xpath prints a node set as serialised nodes, so ask for each one's string.
  const count = Number(xmllint(['--xpath', `count(/${expr})`], xml).stdout.trim());
  return Array.from({ length: count }, (_, i) =>
    xmllint(['--xpath', `string((/${expr})[${i + 1}])`], xml).stdout.replace(/\n$/, ''),
  );
}

/** The text of many plain elements (digits, no markup) at once: one xmllint run instead of one per element. */
function texts(xml: string, steps: string): string[] {
  const expr = ['Document', 'CstmrCdtTrfInitn', ...steps.split('/')]
    .map((s) => `*[local-name()='${s}']`)
    .join('/');
  return xmllint(['--xpath', `/${expr}/text()`], xml)
    .stdout.trim()
    .split(/\s+/);
}

const value = (xml: string, steps: string) => {
  const found = values(xml, steps);
  expect(found).toHaveLength(1);
  return found[0]!;
};

const pay = (reference: string, amountCents: number, creditorName = 'Piet Pieters'): SepaPayment => ({
  reference,
  creditorName,
  creditorIban: 'NL20INGB0001234567',
  amountCents,
});

const input = (payments: SepaPayment[], over: Partial<SepaInput> = {}): SepaInput => ({
  messageId: 'UBB-20261127-0001',
  createdAt: new Date(2026, 10, 27, 14, 30, 5),
  executionDate: '2026-11-30',
  debtorName: 'Woonportaal B.V.',
  debtorIban: 'NL91 ABNA 0417 1643 00',
  payments,
  ...over,
});

describe('buildPain001', () => {
  it('makes a pain.001.001.09 file the ISO 20022 schema accepts, with the platform as debtor', () => {
    const xml = buildPain001(input([pay('UB-2026-00001', 12_345)]));
    expect(schemaErrors(xml)).toBe('');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');

    expect(value(xml, 'GrpHdr/MsgId')).toBe('UBB-20261127-0001');
    expect(value(xml, 'GrpHdr/CreDtTm')).toBe('2026-11-27T14:30:05');
    expect(value(xml, 'GrpHdr/InitgPty/Nm')).toBe('Woonportaal B.V.');
    expect(value(xml, 'PmtInf/PmtMtd')).toBe('TRF');
    expect(value(xml, 'PmtInf/PmtTpInf/SvcLvl/Cd')).toBe('SEPA');
    expect(value(xml, 'PmtInf/ReqdExctnDt/Dt')).toBe('2026-11-30');
    expect(value(xml, 'PmtInf/Dbtr/Nm')).toBe('Woonportaal B.V.');
    // Typed with spaces, written compact.
    expect(value(xml, 'PmtInf/DbtrAcct/Id/IBAN')).toBe('NL91ABNA0417164300');
    // No BIC known: within SEPA the IBAN suffices and the agent says so.
    expect(value(xml, 'PmtInf/DbtrAgt/FinInstnId/Othr/Id')).toBe('NOTPROVIDED');
    expect(value(xml, 'PmtInf/ChrgBr')).toBe('SLEV');
    expect(values(xml, 'PmtInf/CdtTrfTxInf/CdtrAgt')).toEqual([]);

    expect(value(xml, 'PmtInf/CdtTrfTxInf/PmtId/EndToEndId')).toBe('UB-2026-00001');
    expect(value(xml, 'PmtInf/CdtTrfTxInf/RmtInf/Ustrd')).toBe('UB-2026-00001');
    expect(value(xml, 'PmtInf/CdtTrfTxInf/Amt/InstdAmt')).toBe('123.45');
    expect(value(xml, 'PmtInf/CdtTrfTxInf/Amt/InstdAmt/@Ccy')).toBe('EUR');
    expect(value(xml, 'PmtInf/CdtTrfTxInf/Cdtr/Nm')).toBe('Piet Pieters');
    expect(value(xml, 'PmtInf/CdtTrfTxInf/CdtrAcct/Id/IBAN')).toBe('NL20INGB0001234567');
    expect(value(xml, 'GrpHdr/NbOfTxs')).toBe('1');
    expect(value(xml, 'GrpHdr/CtrlSum')).toBe('123.45');
  });

  it('puts one transaction per payout in the file, counted and summed at group and payment level', () => {
    const payments = [
      pay('UB-2026-00001', 1, 'Een Cent'),
      pay('UB-2026-00002', 999_999_999, 'Negen Miljoen'),
      pay('UB-2026-00003', 10, 'Tien Cent'),
      pay('UB-2026-00004', 20, 'Twintig Cent'),
      pay('UB-2026-00005', 100_000, 'Duizend Euro'),
    ];
    const xml = buildPain001(input(payments));
    expect(schemaErrors(xml)).toBe('');
    expect(values(xml, 'PmtInf/CdtTrfTxInf/PmtId/EndToEndId')).toEqual(payments.map((p) => p.reference));
    expect(values(xml, 'PmtInf/CdtTrfTxInf/Amt/InstdAmt')).toEqual([
      '0.01',
      '9999999.99',
      '0.10',
      '0.20',
      '1000.00',
    ]);
    expect(values(xml, 'PmtInf/CdtTrfTxInf/Cdtr/Nm')).toEqual(payments.map((p) => p.creditorName));
    // 1 + 999 999 999 + 10 + 20 + 100 000 cents.
    expect(value(xml, 'GrpHdr/NbOfTxs')).toBe('5');
    expect(value(xml, 'PmtInf/NbOfTxs')).toBe('5');
    expect(value(xml, 'GrpHdr/CtrlSum')).toBe('10001000.30');
    expect(value(xml, 'PmtInf/CtrlSum')).toBe('10001000.30');
  });

  it('sums from integer cents, exact also for 500 of the largest transfers', () => {
    // 0.10 + 0.20 is 0.30000000000000004 in floating point: the sums are made from cents, not added-up euros.
    const small = buildPain001(input([pay('UB-1', 10), pay('UB-2', 20)]));
    expect(value(small, 'GrpHdr/CtrlSum')).toBe('0.30');

    const many = Array.from({ length: 500 }, (_, i) => pay(`UB-${i + 1}`, 99_999_999_999 - i));
    const totalCents = many.reduce((sum, p) => sum + BigInt(p.amountCents), 0n);
    const expected = `${totalCents / 100n}.${String(totalCents % 100n).padStart(2, '0')}`;
    expect(expected).toBe('499999998747.50');

    const xml = buildPain001(input(many));
    expect(schemaErrors(xml)).toBe('');
    expect(value(xml, 'GrpHdr/CtrlSum')).toBe(expected);
    expect(value(xml, 'PmtInf/CtrlSum')).toBe(expected);
    expect(value(xml, 'GrpHdr/NbOfTxs')).toBe('500');
    expect(value(xml, 'PmtInf/NbOfTxs')).toBe('500');
    const amounts = texts(xml, 'PmtInf/CdtTrfTxInf/Amt/InstdAmt');
    expect(amounts).toHaveLength(500);
    expect(amounts[0]).toBe('999999999.99');
    expect(amounts.at(-1)).toBe('999999995.00');
    const cents = amounts.reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n);
    expect(cents).toBe(totalCents);
  });

  it("writes names with '&', '<', quotes and accents in the SEPA character set, and the file stays valid XML", () => {
    const xml = buildPain001(
      input(
        [
          pay('UB-1', 100, 'Müller & Zonen <B.V.>'),
          pay('UB-2', 200, 'D\'Hondt "Makelaardij" Łódź Æbeltoft — Straße'),
          pay('UB-3', 300, 'Çelik Émile Ñúñez Ørsted Ærø 日本'),
        ],
        { debtorName: 'Woonportaal & Co' },
      ),
    );
    expect(schemaErrors(xml)).toBe('');
    expect(values(xml, 'PmtInf/CdtTrfTxInf/Cdtr/Nm')).toEqual([
      'Muller + Zonen B.V.',
      "D'Hondt 'Makelaardij' Lodz AEbeltoft - Strasse",
      'Celik Emile Nunez Orsted AEro',
    ]);
    expect(value(xml, 'PmtInf/Dbtr/Nm')).toBe('Woonportaal + Co');
    // Nothing unescaped slipped through.
    expect(xml).not.toMatch(/<[^/?A-Za-z]/);
    expect(xml).not.toMatch(/[^\x20-\x7e]/);
  });

  it('cuts a name to the 70 characters the schema allows', () => {
    const long = `Bouwkundig Adviesbureau ${'Van Der Berg '.repeat(10)}`;
    const xml = buildPain001(input([pay('UB-1', 100, long)]));
    expect(schemaErrors(xml)).toBe('');
    const name = value(xml, 'PmtInf/CdtTrfTxInf/Cdtr/Nm');
    expect(name.length).toBeLessThanOrEqual(70);
    expect(long.startsWith(name)).toBe(true);
    expect(name).toBe(name.trim());
  });

  it('keeps every identifier within 35 characters, also with a message id of 35', () => {
    const messageId = 'M'.repeat(35);
    const reference = `UB-${'9'.repeat(32)}`;
    const xml = buildPain001(input([pay(reference, 100), pay('UB-2', 100)], { messageId }));
    expect(schemaErrors(xml)).toBe('');
    expect(value(xml, 'PmtInf/PmtInfId')).toBe(messageId);
    expect(values(xml, 'PmtInf/CdtTrfTxInf/PmtId/InstrId')).toEqual([reference, 'UB-2']);
  });

  it('refuses input a bank would refuse rather than writing a wrong file', () => {
    const ok = pay('UB-1', 100);
    expect(() => buildPain001(input([]))).toThrow(/at least one payment/);
    expect(() => buildPain001(input([{ ...ok, amountCents: 0 }]))).toThrow(/amount/);
    expect(() => buildPain001(input([{ ...ok, amountCents: -5 }]))).toThrow(/amount/);
    expect(() => buildPain001(input([{ ...ok, amountCents: 12.5 }]))).toThrow(/amount/);
    expect(() => buildPain001(input([{ ...ok, amountCents: 100_000_000_000 }]))).toThrow(/amount/);
    expect(() => buildPain001(input([{ ...ok, creditorIban: 'NL91ABNA0417164301' }]))).toThrow(/IBAN/);
    expect(() => buildPain001(input([ok], { debtorIban: '' }))).toThrow(/IBAN/);
    expect(() => buildPain001(input([{ ...ok, creditorName: '日本 ' }]))).toThrow(/name/);
    expect(() => buildPain001(input([{ ...ok, reference: 'X'.repeat(36) }]))).toThrow(/identifier/);
    expect(() => buildPain001(input([{ ...ok, reference: 'UB 1' }]))).toThrow(/identifier/);
    expect(() => buildPain001(input([{ ...ok, reference: '/UB1' }]))).toThrow(/identifier/);
    expect(() => buildPain001(input([ok, { ...ok }]))).toThrow(/twice/);
    expect(() => buildPain001(input([ok], { messageId: '' }))).toThrow(/identifier/);
    expect(() => buildPain001(input([ok], { executionDate: '2026-02-30' }))).toThrow(/date/);
    expect(() => buildPain001(input([ok], { executionDate: '30-11-2026' }))).toThrow(/date/);
    expect(() => buildPain001(input([ok], { createdAt: new Date('nope') }))).toThrow(/date/);
  });
});

describe('sepaName', () => {
  it('keeps the SEPA set and writes out or drops the rest', () => {
    expect(sepaName("Jansen-de Vries (Makelaars) B.V., Utrecht/Zeist +31 ? : '")).toBe(
      "Jansen-de Vries (Makelaars) B.V., Utrecht/Zeist +31 ? : '",
    );
    expect(sepaName('  Ĳssel\tvan   Dijk\n')).toBe('IJssel van Dijk');
    expect(sepaName('Bakker_&_Zn')).toBe('Bakker-+-Zn');
    expect(sepaName('€ 😀')).toBe('');
  });
});
