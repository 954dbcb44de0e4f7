import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountDeleteSchema, passwordUpdateSchema, profileUpdateSchema } from './account.schemas';

function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('profileUpdateSchema', () => {
  it('keeps the names and phone, trimmed, and nothing else', () => {
    expect(
      profileUpdateSchema.parse({
        firstName: ' Nimal ',
        lastName: 'Perera',
        phone: ' 0771234567 ',
        email: 'other@example.com',
        role: 'admin',
      }),
    ).toEqual({ firstName: 'Nimal', lastName: 'Perera', phone: '0771234567' });
  });

  it('applies registration’s messages', () => {
    expect(problems(profileUpdateSchema, { firstName: ' ', lastName: 'P', phone: 'call' })).toEqual(
      ['firstName: First name is required', 'phone: Enter a valid phone number'],
    );
  });
});

describe('passwordUpdateSchema', () => {
  it('takes the current password and a new one', () => {
    const body = { currentPassword: 'old one', password: 'a new password' };
    expect(passwordUpdateSchema.parse(body)).toEqual(body);
  });

  it('takes a mailed code instead of the current password', () => {
    expect(passwordUpdateSchema.parse({ code: ' 012345 ', password: 'a new password' })).toEqual({
      code: '012345',
      password: 'a new password',
    });
  });

  it('needs one proof, and only one', () => {
    expect(problems(passwordUpdateSchema, { password: 'a new password' })).toEqual([
      'currentPassword: Enter your password, or the code we e-mailed you',
    ]);
    expect(
      problems(passwordUpdateSchema, {
        currentPassword: 'x',
        code: '123456',
        password: 'newpass12',
      }),
    ).toEqual(['currentPassword: Send either the password or the code, not both']);
  });

  it('holds the new password to registration’s rules', () => {
    expect(problems(passwordUpdateSchema, { currentPassword: 'x', password: 'short' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });

  it('says so when the current password is blank or the code is malformed', () => {
    expect(problems(passwordUpdateSchema, { currentPassword: '', password: 'newpass12' })).toEqual([
      'currentPassword: Current password is required',
    ]);
    expect(problems(passwordUpdateSchema, { code: '12a456', password: 'newpass12' })).toEqual([
      'code: The code has 6 digits',
    ]);
  });
});

describe('accountDeleteSchema', () => {
  it('takes the password or a code', () => {
    expect(accountDeleteSchema.parse({ password: 'secret' })).toEqual({ password: 'secret' });
    expect(accountDeleteSchema.parse({ code: '654321' })).toEqual({ code: '654321' });
  });

  it('refuses an empty body with a readable message', () => {
    expect(problems(accountDeleteSchema, {})).toEqual([
      'password: Enter your password, or the code we e-mailed you',
    ]);
  });
});
