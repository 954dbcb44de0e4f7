import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { z } from 'zod';
import { emailSchema, type User } from '@wallart/domain';
import { PasswordResetModel, UserModel } from '../../db/models';
import { AppError } from '../../lib/app-error';
import type { TokenService } from '../auth/token.service';
import { presentUser } from '../users/users.presenter';

export const GOOGLE_TIMEOUT_MS = 5000;
const NAME_MAX = 60;

const userinfoSchema = z.object({
  email: emailSchema,
  // Google sends a boolean; some proxies of it send the string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
type Userinfo = z.infer<typeof userinfoSchema>;

const badToken = () =>
  new AppError('unauthorized', 'Google sign-in failed: the token is not valid or has expired');
const unavailable = () =>
  new AppError('unavailable', 'Google sign-in is not available right now. Please try again later');

const clean = (value: string | undefined) =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);

function namesOf(info: Userinfo): { firstName: string; lastName: string } {
  let firstName = clean(info.given_name);
  let lastName = clean(info.family_name);
  if (!firstName && !lastName && info.name) {
    const [first = '', ...rest] = clean(info.name).split(' ');
    firstName = first;
    lastName = rest.join(' ');
  }
  return { firstName: firstName || clean(info.email.split('@')[0]) || 'Customer', lastName };
}

const tokeninfoSchema = z.object({ aud: z.string().optional(), azp: z.string().optional() });

export interface GoogleSignInDeps {
  /** The shop's OAuth client id; without one, Google sign-in is off. */
  clientId: string | null;
  userinfoUrl: string;
  tokeninfoUrl: string;
  tokens: TokenService;
  sequelize: Sequelize;
  /**
   * Makes the guest orders placed with a now proven address the account's (PRODUCT §11): a
   * Google sign-in proves the address as the mailed code does.
   */
  claimGuestOrders(userId: number, email: string, transaction: Transaction): Promise<number>;
  timeoutMs?: number;
}

export function createGoogleSignIn({
  clientId,
  userinfoUrl,
  tokeninfoUrl,
  tokens,
  sequelize,
  claimGuestOrders,
  timeoutMs = GOOGLE_TIMEOUT_MS,
}: GoogleSignInDeps) {
  async function ask(url: string, init: RequestInit = {}): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable();
    }
    if (res.status >= 500) throw unavailable();
    if (!res.ok) throw badToken();
    return res.json().catch(() => null);
  }

  /**
   * The token must have been issued to this shop: a token some other app obtained for the
   * same person would otherwise sign in here as them.
   */
  async function assertIssuedToShop(accessToken: string, shopClientId: string): Promise<void> {
    const url = `${tokeninfoUrl}?access_token=${encodeURIComponent(accessToken)}`;
    const info = tokeninfoSchema.safeParse(await ask(url));
    if (!info.success || (info.data.aud !== shopClientId && info.data.azp !== shopClientId)) {
      throw badToken();
    }
  }

  /** Asks Google (or the configured stand-in) who the access token belongs to. */
  async function whoIs(accessToken: string): Promise<Userinfo> {
    const body = await ask(userinfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    });
    const info = userinfoSchema.safeParse(body);
    if (!info.success) throw badToken();
    return info.data;
  }

  async function findOrCreate(info: Userinfo): Promise<UserModel> {
    const existing = await UserModel.findOne({ where: { email: info.email } });
    if (existing) return existing;
    try {
      return await sequelize.transaction(async (transaction) => {
        const created = await UserModel.create(
          {
            ...namesOf(info),
            email: info.email,
            phone: '',
            passwordHash: null,
            role: 'user',
            isEmailVerified: true,
            googleLinkedAt: new Date(),
          },
          { transaction },
        );
        await claimGuestOrders(created.id, created.email, transaction);
        return created;
      });
    } catch (error) {
      // Two first sign-ins at once: the other one created the account.
      if (!(error instanceof UniqueConstraintError)) throw error;
      const created = await UserModel.findOne({ where: { email: info.email } });
      if (!created) throw error;
      return created;
    }
  }

  /**
   * Google's first sign-in to an account made with a password (decision 0030): the address is
   * now proven, and every earlier session ends. A password set by someone who never proved
   * the address (registered it before its owner came) is dropped with its mailed codes, so
   * it opens nothing any more; the owner can set their own on /profile.
   */
  async function link(userId: number): Promise<UserModel> {
    return sequelize.transaction(async (t) => {
      const user = await UserModel.findByPk(userId, { transaction: t, lock: t.LOCK.UPDATE });
      if (!user) throw badToken();
      if (user.googleLinkedAt) return user;
      const unproven = !user.isEmailVerified;
      if (unproven) await PasswordResetModel.destroy({ where: { userId }, transaction: t });
      await user.update(
        {
          isEmailVerified: true,
          googleLinkedAt: new Date(),
          ...(unproven && { passwordHash: null }),
        },
        { transaction: t },
      );
      if (unproven) await claimGuestOrders(user.id, user.email, t);
      await user.increment('tokenVersion', { transaction: t });
      return user.reload({ transaction: t });
    });
  }

  return {
    /** Signs in the Google account's user, creating them on their first visit. */
    async signIn(accessToken: string): Promise<{ token: string; user: User }> {
      if (!clientId)
        throw new AppError('unavailable', 'Google sign-in is not set up for this shop');
      await assertIssuedToShop(accessToken, clientId);
      const info = await whoIs(accessToken);
      const verified = info.email_verified === true || info.email_verified === 'true';
      if (!verified) {
        throw new AppError('forbidden', 'Your Google email address is not verified');
      }
      const user = await findOrCreate(info);
      if (user.isDisabled) {
        throw new AppError('forbidden', 'This account is disabled. Please contact the shop');
      }
      const linked = user.googleLinkedAt ? user : await link(user.id);
      return {
        token: tokens.sign(linked.id, linked.tokenVersion),
        user: presentUser(linked.get({ plain: true })),
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
