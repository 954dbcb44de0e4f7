import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contactSchema,
  customArtSchema,
  inboxItemSchema,
  inboxListQuerySchema,
  inboxUpdateSchema,
} from './inbox.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

describe('customArtSchema', () => {
  const request = {
    name: 'Kamala',
    email: 'kamala@example.com',
    style: 'Watercolour',
    message: 'A Buddha in gold leaf, 24x36.',
  };

  it('accepts name, email, style and message', () => {
    expect(customArtSchema.parse(request)).toEqual(request);
  });

  it('makes style optional, defaulting to an empty string', () => {
    const { style: _s, ...withoutStyle } = request;
    expect(customArtSchema.parse(withoutStyle).style).toBe('');
  });

  it('trims the text and lower-cases the email', () => {
    expect(
      customArtSchema.parse({
        name: ' Kamala ',
        email: ' Kamala@Example.com ',
        style: ' Oil ',
        message: ' Hello ',
      }),
    ).toEqual({ name: 'Kamala', email: 'kamala@example.com', style: 'Oil', message: 'Hello' });
  });

  it('requires name, email and message with readable messages', () => {
    expect(problems(customArtSchema, {})).toEqual([
      'name: Name is required',
      'email: Email is required',
      'message: Message is required',
    ]);
    expect(problems(customArtSchema, { ...request, name: ' ', message: '' })).toEqual([
      'name: Name is required',
      'message: Message is required',
    ]);
  });

  it('rejects a bad email', () => {
    expect(problems(customArtSchema, { ...request, email: 'kamala' })).toEqual([
      'email: Enter a valid email address',
    ]);
  });

  it('rejects a message longer than 5000 characters', () => {
    expect(customArtSchema.safeParse({ ...request, message: 'x'.repeat(5001) }).success).toBe(
      false,
    );
  });

  it('drops fields the inbox sets itself (status, kind)', () => {
    const parsed = customArtSchema.parse({ ...request, status: 'handled', kind: 'contact' });
    expect(parsed).toEqual(request);
  });
});

describe('contactSchema', () => {
  const message = {
    name: 'Kamala Silva',
    email: 'kamala@example.com',
    subject: 'Delivery',
    message: 'When will my order arrive?',
  };

  it('accepts name, email, subject and message', () => {
    expect(contactSchema.parse(message)).toEqual(message);
  });

  it('requires all four fields with readable messages', () => {
    expect(problems(contactSchema, {})).toEqual([
      'name: Full name is required',
      'email: Email is required',
      'subject: Subject is required',
      'message: Message is required',
    ]);
  });

  it('rejects a blank subject', () => {
    expect(problems(contactSchema, { ...message, subject: '   ' })).toEqual([
      'subject: Subject is required',
    ]);
  });

  it('rejects a subject longer than 200 characters', () => {
    expect(contactSchema.safeParse({ ...message, subject: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('inboxUpdateSchema and inboxListQuerySchema', () => {
  it('accept the statuses new and handled', () => {
    expect(inboxUpdateSchema.parse({ status: 'new' })).toEqual({ status: 'new' });
    expect(inboxUpdateSchema.parse({ status: 'handled' })).toEqual({ status: 'handled' });
  });

  it('reject any other status', () => {
    expect(inboxUpdateSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(inboxListQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });

  it('let the list query leave the status out', () => {
    expect(inboxListQuerySchema.parse({})).toEqual({});
  });
});

describe('inboxItemSchema', () => {
  const item = {
    _id: '1',
    kind: 'custom-art',
    name: 'Kamala',
    email: 'kamala@example.com',
    subject: '',
    style: 'Oil',
    message: 'Hello',
    status: 'new',
    createdAt: '2026-11-01T10:00:00.000Z',
    quoteStatus: 'quoted',
    quote: {
      price: 38500,
      size: '24x36 in',
      description: 'Oil on canvas',
      deliveryDays: 21,
      sentAt: '2026-11-02T10:00:00.000Z',
      acceptedAt: null,
      orderID: null,
    },
  };

  it('reads an inbox item as the API sends it', () => {
    expect(inboxItemSchema.parse(item)).toEqual(item);
  });

  it('rejects an unknown kind', () => {
    expect(inboxItemSchema.safeParse({ ...item, kind: 'newsletter' }).success).toBe(false);
  });

  it('rejects an unknown quote status', () => {
    expect(inboxItemSchema.safeParse({ ...item, quoteStatus: 'shipped' }).success).toBe(false);
  });
});
