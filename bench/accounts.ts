import { outboxMails } from '../e2e/support/storefront-session';

export const BENCH_PASSWORD = 'Bench123!';
/**
 * The shipped cap on the prints an account whose address is not confirmed may hold in Pending
 * orders (UNVERIFIED_PENDING_UNITS, decision 0031): the bench's shops run with it.
 */
export const UNVERIFIED_PENDING_UNITS = 20;

/** A shopper's account, registered through the API as anyone would. */
export async function register(url: string, email: string): Promise<void> {
  const res = await fetch(`${url}/api/user/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'User',
      email,
      phone: '+94 77 000 0000',
      password: BENCH_PASSWORD,
    }),
  });
  if (!res.ok) throw new Error(`registering ${email} failed: ${res.status}`);
}

/** The 6-digit code the shop mailed to `email` at registration, read from its outbox. */
async function mailedCode(dataDir: string, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = outboxMails(dataDir).find((m) => m.to.includes(email));
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation code was mailed to ${email}`);
}

/** Confirms a registered account's address as its owner would: with the mailed code. */
export async function confirmAddress(url: string, dataDir: string, email: string, token: string) {
  const res = await fetch(`${url}/api/user/current/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: await mailedCode(dataDir, email) }),
  });
  if (!res.ok) throw new Error(`confirming ${email} failed: ${res.status}`);
}
