// Demo data: the three demo accounts of ARCHITECTURE.md, only on a database without users.
import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/crypto';
import type { Db } from './client';
import { professionalProfiles, users } from './schema';

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.nl', firstName: 'Anne', lastName: 'Admin', role: 'admin', phone: '0201234567' },
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
  },
] as const;

/** Returns whether it seeded. A database that has any user is never touched. */
export async function seedDemo(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(users);
    if (Number(row?.n ?? 0) > 0) return false;
    const now = new Date();
    const created = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash, emailVerifiedAt: now })))
      .returning({ id: users.id, role: users.role });
    const pro = created.find((u) => u.role === 'professional')!;
    await tx.insert(professionalProfiles).values({
      userId: pro.id,
      company: 'De Vries Makelaardij',
      specializations: ['aankoopmakelaar', 'verkoopmakelaar', 'taxatie'],
      experience: '12 jaar ervaring als NVM-makelaar in de regio Utrecht.',
      certifications: 'NVM, NRVT (register-taxateur)',
      serviceArea: 'Utrecht, Amersfoort, Hilversum',
    });
    return true;
  });
}
