import { expect } from 'vitest';
import { auditEntrySchema, paths, TOTAL_COUNT_HEADER, type AuditEntry } from '@wallart/domain';
import type { SignedIn } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

/** Reads the audit log as an admin, checking every entry against the shared schema. */
export async function readAudit(app: TestApp, admin: SignedIn, query = '') {
  const res = await app.call<AuditEntry[]>('GET', `${paths.admin.audit}${query}`, {
    token: admin.token,
  });
  expect(res.status).toBe(200);
  for (const entry of res.body) expect(auditEntrySchema.parse(entry)).toEqual(entry);
  return { entries: res.body, total: Number(res.headers.get(TOTAL_COUNT_HEADER)) };
}

/** The entries a step added to the log, newest first. */
export async function entriesAddedBy(
  app: TestApp,
  admin: SignedIn,
  step: () => Promise<unknown>,
): Promise<AuditEntry[]> {
  const { total: before } = await readAudit(app, admin, '?limit=1');
  await step();
  const { entries, total } = await readAudit(app, admin, '?limit=100');
  return entries.slice(0, total - before);
}

/** The one entry a step added; fails when it added none or several. */
export async function onlyEntryOf(
  app: TestApp,
  admin: SignedIn,
  step: () => Promise<unknown>,
): Promise<AuditEntry> {
  const added = await entriesAddedBy(app, admin, step);
  expect(added.map((e) => e.action)).toHaveLength(1);
  const [entry] = added;
  if (!entry) throw new Error('no audit entry was added');
  return entry;
}
