// Demo data: the three demo accounts of the README and a few projects of the demo consumer in every
// stage, so the dashboards show something on a fresh `npm start`. Only on a database without users.
import { DEMO_PASSWORD } from '@shared/auth/demo-accounts';
import type { ProjectStatus } from '@shared/projects/status';
import type { ProjectType } from '@shared/projects/types';
import { invoiceStepOf } from '@shared/workflows';
import { and, count, eq, sql } from 'drizzle-orm';
import { DEMO_COLLECTING_ACCOUNT } from '../config';
import { ADVISORY_LOCKS, type Db, type DbOrTx } from '../db/client';
import { professionalProfiles, projectSteps, projects, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { invoiceStepFigures, liveInvoiceOf } from '../modules/invoices/queries';
import { type CollectConfig, issueInvoice } from '../modules/invoices/service';
import { insertProject } from '../modules/projects/create';
import type { FileStorage } from '../storage/files';
import { storeDemoReport } from './report';
import { seedDemoSteps } from './workflow-steps';

// Published in the README: where it may open the portal is decided in modules/auth/demo-accounts.ts.
export { DEMO_PASSWORD };

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.nl', firstName: 'Anne', lastName: 'Bakker', role: 'admin', phone: '0201234567' },
  {
    email: 'professional@demo.nl',
    firstName: 'Pieter',
    lastName: 'de Vries',
    role: 'professional',
    phone: '0612345678',
  },
  {
    email: 'consument@demo.nl',
    firstName: 'Carla',
    lastName: 'Jansen',
    role: 'consumer',
    phone: '0687654321',
    // Where she lives (her buyer's request names it too): the address her invoices go to (decision 0033).
    straat: 'Stationsplein',
    huisnummer: '14',
    postcode: '3818 LE',
    plaats: 'Amersfoort',
  },
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** The demo consumer's projects, oldest first: one in each stage (the professional is professional@demo.nl). */
export const DEMO_PROJECTS: Array<{
  type: ProjectType;
  title: string;
  status: ProjectStatus;
  daysAgo: number;
  formData: Record<string, unknown>;
}> = [
  {
    type: 'taxatie',
    title: 'Taxatie Oudegracht 112, Utrecht',
    status: 'completed',
    // Completed (and invoiced) two days ago, so its invoice is still open for the demo consumer to pay.
    daysAgo: 12,
    formData: {
      objectStreet: 'Oudegracht',
      objectHouseNumber: '112',
      objectPostcode: '3511 AX',
      objectCity: 'Utrecht',
      propertyType: 'grachtenpand',
      financingGoal: 'herfinanciering',
    },
  },
  {
    type: 'aankoopmakelaar',
    title: 'Aankoopbegeleiding eengezinswoning Amersfoort',
    status: 'in_progress',
    daysAgo: 20,
    // The whole buyer's agent form, so the project page shows every section filled in.
    formData: {
      salutation: 'mevr',
      firstName: 'Carla',
      lastName: 'Jansen',
      email: 'consument@demo.nl',
      phone: '0687654321',
      street: 'Stationsplein',
      houseNumber: '14',
      postcode: '3818 LE',
      city: 'Amersfoort',
      priceFrom: 350000,
      priceTo: 425000,
      searchArea: ['Amersfoort', 'Leusden'],
      propertyType: 'woonhuis',
      minM2: '100-125',
      minSlaapkamers: '3-4',
      bouwperiode: '1990-2000',
      hasOwnHouse: 'ja',
      hasHypotheekladviseur: 'ja',
      verwachteTermijnAankoop: 'Binnen 3 maanden',
      comments: 'Graag een tuin op het zuiden en een schuur voor de fietsen.',
    },
  },
  {
    type: 'verkoopmakelaar',
    title: 'Verkoop appartement Biltstraat 8, Utrecht',
    status: 'assigned',
    daysAgo: 6,
    formData: {
      propertyAddress: 'Biltstraat 8, 3572 AJ Utrecht',
      propertyType: 'Appartement',
      expectedValueFrom: 300000,
      expectedValueTo: 340000,
      sellTimeline: 'Binnen 6 maanden',
    },
  },
  {
    type: 'energielabel',
    title: 'Energielabel Biltstraat 8, Utrecht',
    status: 'pending',
    daysAgo: 1,
    formData: {
      soortPand: 'Appartement',
      bouwjaar: '1932',
      oppervlakte: '78',
      postcode: '3572 AJ',
      huisnummer: '8',
      straat: 'Biltstraat',
      plaats: 'Utrecht',
    },
  },
];

/** The demo professional's company details: what an invoice must show (invented, in the right formats). */
export const DEMO_COMPANY = {
  company: 'De Vries Makelaardij',
  kvkNummer: '87654321',
  btwNummer: 'NL001234567B01',
  iban: 'NL91ABNA0417164300',
  bedrijfsStraat: 'Oudegracht',
  bedrijfsHuisnummer: '200',
  bedrijfsPostcode: '3511 NR',
  bedrijfsPlaats: 'Utrecht',
};

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) > 0;
}

/**
 * Returns whether it seeded. A database that has any user is never touched. With `storage` (the uploads) the
 * completed demo appraisal gets its PDF report as a project document and its invoice (unpaid, with its PDF; not
 * mailed: the demo addresses are on a domain that is not ours), so the demo consumer can pay it. `collect` says how
 * that invoice is paid (the portal's address and collecting account); without it, as a portal on this computer.
 */
export async function seedDemo(
  db: Db,
  options: { storage?: FileStorage; collect?: CollectConfig } = {},
): Promise<boolean> {
  // Every start of the embedded portal comes here: a database with users costs one count, no hashing, no file.
  if (await hasUsers(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { storage } = options;
  const report = storage ? await storeDemoReport(storage) : undefined;
  const invoicePdfs: string[] = [];
  const seeded = await db
    .transaction(async (tx) => {
      // Nodes that start at the same moment seed one after the other (the lock ends with the transaction); the
      // later one then finds the users and stops. Without the lock both would insert, and one fail to start.
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.demoSeed})`);
      if (await hasUsers(tx)) return false;
      const now = new Date();
      const created = await tx
        .insert(users)
        .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash, emailVerifiedAt: now })))
        .returning({ id: users.id, role: users.role, firstName: users.firstName, email: users.email });
      const pro = created.find((u) => u.role === 'professional')!;
      await tx.insert(professionalProfiles).values({
        userId: pro.id,
        ...DEMO_COMPANY,
        specializations: ['aankoopmakelaar', 'verkoopmakelaar', 'taxatie', 'energielabel'],
        experience: '12 jaar ervaring als NVM-makelaar in de regio Utrecht.',
        certifications: 'NVM, NRVT (register-taxateur), EP-W-adviseur (energielabels)',
        workAreas: ['Utrecht', 'Amersfoort', 'Hilversum'],
      });
      const consumer = created.find((u) => u.role === 'consumer')!;
      for (const demo of DEMO_PROJECTS) {
        const project = await insertProject(tx, {
          type: demo.type,
          title: demo.title,
          consumerId: consumer.id,
          formData: demo.formData,
        });
        const at = (days: number) => new Date(now.getTime() - days * DAY);
        const reached = (s: ProjectStatus) =>
          ['assigned', 'in_progress', 'completed'].indexOf(demo.status) >=
          ['assigned', 'in_progress', 'completed'].indexOf(s);
        const withPro = demo.status !== 'pending';
        await tx
          .update(projects)
          .set({
            status: demo.status,
            professionalId: withPro ? pro.id : null,
            createdAt: at(demo.daysAgo),
            assignedAt: withPro ? at(demo.daysAgo - 1) : null,
            startedAt: withPro && reached('in_progress') ? at(demo.daysAgo - 2) : null,
            completedAt: demo.status === 'completed' ? at(demo.daysAgo - 10) : null,
            updatedAt: at(demo.status === 'completed' ? demo.daysAgo - 10 : Math.max(demo.daysAgo - 2, 0)),
          })
          .where(eq(projects.id, project.id));
        if (withPro && reached('in_progress')) {
          await seedDemoSteps(
            tx,
            {
              id: project.id,
              type: demo.type,
              status: demo.status,
              startedDaysAgo: demo.daysAgo - 2,
              userId: pro.id,
            },
            report,
          );
        }
        if (demo.status === 'completed' && storage) {
          const completed = at(demo.daysAgo - 10);
          await issueInvoice(tx, {
            actor: { id: pro.id, role: 'professional', realUserId: pro.id },
            project: {
              ...project,
              status: 'completed',
              professionalId: pro.id,
              consumer: { ...consumer, deleted: false },
            },
            additionalCosts: [],
            storage,
            stored: invoicePdfs,
            collect: options.collect ?? {
              appUrl: 'http://localhost:5000',
              payments: 'test',
              collectingAccount: DEMO_COLLECTING_ACCOUNT,
            },
            mailWith: null,
            now: completed,
          });
          // The invoice step records its invoice, as completing it in the portal does.
          const invoice = (await liveInvoiceOf(tx, project.id))!;
          await tx
            .update(projectSteps)
            .set({ stepData: invoiceStepFigures(invoice) })
            .where(
              and(
                eq(projectSteps.projectId, project.id),
                eq(projectSteps.stepNumber, invoiceStepOf(demo.type)!.stepNumber),
              ),
            );
        }
      }
      return true;
    })
    .catch(async (err) => {
      await report?.discard();
      for (const name of invoicePdfs) await storage?.remove(name).catch(() => {});
      throw err;
    });
  if (!seeded) await report?.discard();
  return seeded;
}
