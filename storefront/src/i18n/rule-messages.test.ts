import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_REASONS,
  discountRefusalSentence,
  RESTOCK_REQUEST_MESSAGE,
  RESTOCK_STOPPED_MESSAGE,
} from '@wallart/domain/rules';
import {
  changePasswordSchema,
  contactSchema,
  customArtSchema,
  loginSchema,
  orderLookupSchema,
  passwordUpdateSchema,
  placeOrderSchema,
  profileUpdateSchema,
  registerSchema,
  reviewCreateSchema,
  sendMailSchema,
} from '@wallart/domain/schemas';
import type { CompiledMessage } from './format-message';
import { findRule } from './rule-messages';

const english = Object.fromEntries(
  Object.entries(
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, 'locales/en.json'), 'utf8'),
    ) as Record<string, string>,
  ).map(([key, text]) => [key, compileMessageOrThrow(text) as CompiledMessage]),
);

describe('knowing a message of the rules by its English words', () => {
  it('finds its key and the figures it names', () => {
    expect(findRule('Password must be at least 8 characters', english)).toEqual({
      key: 'rules.passwordMin',
      values: { min: '8' },
    });
    expect(findRule('Not enough stock for Golden Hour in size 24x36 in', english)).toEqual({
      key: 'rules.notEnoughStock',
      values: { name: 'Golden Hour', size: '24x36 in' },
    });
  });

  it('answers null for words no rule says, and never half a sentence', () => {
    expect(findRule('The moon is made of cheese', english)).toBeNull();
    expect(findRule('Email is required, twice', english)).toBeNull();
  });

  // A form field with the wrong or missing value: every message a shopper's form can show.
  const refused = [
    [registerSchema, [{}, { email: 'x', password: '1', phone: 'abc', firstName: '' }]],
    [registerSchema, [{ email: 'a@b.lk', password: 'x'.repeat(200) }]],
    [loginSchema, [{}, { email: 'x', password: '' }]],
    [changePasswordSchema, [{}, { currentPassword: '', password: '1' }]],
    [passwordUpdateSchema, [{}, { password: '1' }]],
    [profileUpdateSchema, [{ firstName: '', lastName: '', phone: 'x' }, {}]],
    [orderLookupSchema, [{}, { email: 'x', orderID: 'x'.repeat(40) }]],
    [reviewCreateSchema, [{ name: '', rating: 0, title: '', comment: '' }]],
    [contactSchema, [{ name: '', email: 'x', subject: '', message: '' }]],
    [customArtSchema, [{ name: '', email: 'x', message: '' }]],
    [sendMailSchema, [{ email: '' }, { email: 'x' }]],
    [
      placeOrderSchema,
      [
        { name: '', address: '', phoneNumber: 'x', billItems: [] },
        {
          name: 'a',
          address: 'b',
          phoneNumber: '0771234567',
          email: 'x',
          billItems: [{ productId: 'P', quantity: 0 }],
        },
      ],
    ],
  ] as const;

  it.each(refused.map(([schema, inputs], i) => [i, schema, inputs] as const))(
    "knows every message of the shopper's form %i",
    (_i, schema, inputs) => {
      const messages = inputs.flatMap(
        (input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [],
      );
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.filter((message) => findRule(message, english) === null)).toEqual([]);
    },
  );

  it("knows the discount code's refusals and the back-in-stock answers", () => {
    const sentences = [
      ...Object.values(DISCOUNT_REASONS).map(discountRefusalSentence),
      discountRefusalSentence('minimum LKR 10,000.00'),
      RESTOCK_REQUEST_MESSAGE,
      RESTOCK_STOPPED_MESSAGE,
    ];
    expect(sentences.filter((sentence) => findRule(sentence, english) === null)).toEqual([]);
  });
});
