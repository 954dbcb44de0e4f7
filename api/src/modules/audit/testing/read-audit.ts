import { expect } from 'vitest';
import { auditEntrySchema, TOTAL_COUNT_HEADER, type AuditEntry } from '@wallart/domain';
import type { SignedIn } from '../../../test/factories';
import { clientFor, type TestApp, type TestClient } from '../../../test/test-app';

export type AuditQuery = Parameters<TestClient['system']['audit']>[0];

/** Reads the audit log as an admin through the shared client, checking every entry's shape. */
export async function readAudit(app: TestApp, admin: SignedIn, query: AuditQuery = {}) {
  const api = clientFor(app, admin);
  const page = await api.system.audit(query);
  expect(api.lastAnswer().headers.get(TOTAL_COUNT_HEADER)).toBe(String(page.total));
  for (const entry of page.items) expect(auditEntrySchema.parse(entry)).toEqual(entry);
  return { entries: page.items, total: page.total };
}

/** The entries a step added to the log, newest first. */
export async function entriesAddedBy(
  app: TestApp,
  admin: SignedIn,
  step: () => Promise<unknown>,
): Promise<AuditEntry[]> {
  const { total: before } = await readAudit(app, admin, { limit: 1 });
  await step();
  const { entries, total } = await readAudit(app, admin, { limit: 100 });
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
