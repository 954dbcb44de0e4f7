import { Op } from 'sequelize';
import { UserModel } from '../db/models';
import { verifyPassword } from '../modules/users/password';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, type Env } from './env';

type GuardEnv = Pick<Env, 'NODE_ENV' | 'SEED_DEMO' | 'ADMIN_EMAIL'>;

const SEED_REFUSED =
  'SEED_DEMO: the demo shop (its catalogue and its accounts with published passwords) is never seeded with NODE_ENV=production; set SEED_DEMO=false';

/** Thrown before the server or a command touches anything; printed as is. */
export class ProductionRefusal extends Error {
  constructor(lines: string[]) {
    super(`Refusing to run with NODE_ENV=production:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  }
}

/** Demo seeding at start is refused in production (checked before the database is opened). */
export function assertSeedingAllowed(env: Pick<GuardEnv, 'NODE_ENV' | 'SEED_DEMO'>): void {
  if (env.NODE_ENV === 'production' && env.SEED_DEMO) throw new ProductionRefusal([SEED_REFUSED]);
}

/** `npm run seed` writes the demo shop whatever SEED_DEMO says: never in production. */
export function assertSeedCommandAllowed(env: Pick<GuardEnv, 'NODE_ENV'>): void {
  if (env.NODE_ENV === 'production') {
    throw new ProductionRefusal([
      '`npm run seed` writes the demo shop and its accounts with published passwords; it does not run in production',
    ]);
  }
}

/**
 * A database made by the demo (copied from a trial, or seeded before NODE_ENV was set) keeps
 * an admin whose password anyone can read in the README. In production the server refuses to
 * start while the demo admin's address (or ADMIN_EMAIL) still signs in with the demo password.
 */
export async function assertNoDemoAdminPassword(env: GuardEnv): Promise<void> {
  if (env.NODE_ENV !== 'production') return;
  const admins = await UserModel.findAll({
    attributes: ['email', 'passwordHash'],
    where: { email: { [Op.in]: [...new Set([DEMO_ADMIN_EMAIL, env.ADMIN_EMAIL])] }, role: 'admin' },
    raw: true,
  });
  for (const admin of admins) {
    if (admin.passwordHash && (await verifyPassword(DEMO_ADMIN_PASSWORD, admin.passwordHash))) {
      throw new ProductionRefusal([
        `the admin ${admin.email} still signs in with the demo password; start once without NODE_ENV=production and change it (or remove the account)`,
      ]);
    }
  }
}
