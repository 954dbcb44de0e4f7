import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api-client/create-api-client';
import { auditEntrySchema, auditListQuerySchema, type AuditEntry } from './audit.schemas';

const entry: AuditEntry = {
  _id: '12',
  createdAt: '2026-11-21T10:00:00.000Z',
  actorId: '3',
  actorEmail: 'admin@wallart.test',
  action: 'order.status',
  entityType: 'order',
  entityId: 'WA-ABCD2345',
  before: { status: 'Pending' },
  after: { status: 'Shipped' },
};

describe('auditListQuerySchema', () => {
  it('pages like every list and takes an optional entity type', () => {
    expect(auditListQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
    expect(auditListQuerySchema.parse({ page: '2', limit: '50', entityType: 'review' })).toEqual({
      page: 2,
      limit: 50,
      entityType: 'review',
    });
  });

  it('names the entity types it knows when given another', () => {
    const result = auditListQuerySchema.safeParse({ entityType: 'invoice' });
    expect(result.error?.issues[0]?.message).toBe(
      'entityType is one of product, order, user, review, inbox, catalogue, settings, discount, return, content',
    );
  });
});

describe('auditEntrySchema', () => {
  it('accepts a creation (no before) and a deletion (no after), but no unknown action', () => {
    expect(auditEntrySchema.parse({ ...entry, before: null })).toMatchObject({ before: null });
    expect(auditEntrySchema.parse({ ...entry, after: null })).toMatchObject({ after: null });
    expect(auditEntrySchema.safeParse({ ...entry, action: 'order.refund' }).success).toBe(false);
  });
});

describe('system.audit', () => {
  it('GETs /api/admin/audit with the token and query, reading X-Total-Count into a page', async () => {
    const calls: { url: string; auth: string | null }[] = [];
    const api = createApiClient({
      baseUrl: 'https://shop.example.lk',
      getToken: () => 'tok',
      fetch: async (input, init) => {
        calls.push({ url: String(input), auth: new Headers(init?.headers).get('Authorization') });
        return new Response(JSON.stringify([entry]), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '31' },
        });
      },
    });
    const page = await api.system.audit({ page: 2, limit: 10, entityType: 'order' });
    expect(calls).toEqual([
      {
        url: 'https://shop.example.lk/api/admin/audit?page=2&limit=10&entityType=order',
        auth: 'Bearer tok',
      },
    ]);
    expect(page).toEqual({ items: [entry], total: 31, page: 2, limit: 10 });
    expect(await api.system.audit()).toMatchObject({ page: 1, limit: 24 });
  });
});
