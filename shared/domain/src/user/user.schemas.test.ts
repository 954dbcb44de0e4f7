import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  emailSchema,
  googleLoginSchema,
  loginSchema,
  PASSWORD_MIN,
  passwordSchema,
  phoneSchema,
  registerSchema,
  sendMailSchema,
  userIdParamSchema,
  userSchema,
  userUpdateSchema,
} from './user.schemas';

/** The messages of a failed parse, as "path: message" (an empty list when it passes). */
function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`.replace(/^: /, ''));
}

const registration = {
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@example.com',
  phone: '+94 77 123 4567',
  password: 'correct horse',
};

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.parse(registration)).toEqual(registration);
  });

  it('strips role, isEmailVerified and isDisabled (no mass assignment)', () => {
    const parsed = registerSchema.parse({
      ...registration,
      role: 'admin',
      isEmailVerified: true,
      isDisabled: false,
      _id: '1',
    });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('isEmailVerified');
    expect(parsed).not.toHaveProperty('isDisabled');
    expect(parsed).not.toHaveProperty('_id');
    expect(Object.keys(parsed).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'phone',
    ]);
  });

  it('lower-cases and trims the email', () => {
    expect(registerSchema.parse({ ...registration, email: '  Nimal@Example.COM ' }).email).toBe(
      'nimal@example.com',
    );
  });

  it('trims names', () => {
    const parsed = registerSchema.parse({ ...registration, firstName: ' Nimal ', lastName: ' P ' });
    expect(parsed.firstName).toBe('Nimal');
    expect(parsed.lastName).toBe('P');
  });

  it('does not trim the password (spaces are part of it)', () => {
    expect(registerSchema.parse({ ...registration, password: ' secret pw ' }).password).toBe(
      ' secret pw ',
    );
  });

  it('rejects a bad email with a readable message', () => {
    expect(problems(registerSchema, { ...registration, email: 'not-an-email' })).toEqual([
      'email: Enter a valid email address',
    ]);
  });

  it('rejects a bad phone number with a readable message', () => {
    expect(problems(registerSchema, { ...registration, phone: 'call me' })).toEqual([
      'phone: Enter a valid phone number',
    ]);
  });

  it('rejects a short password with a readable message', () => {
    expect(problems(registerSchema, { ...registration, password: 'short' })).toEqual([
      `password: Password must be at least ${PASSWORD_MIN} characters`,
    ]);
  });

  it('rejects blank names with readable messages', () => {
    expect(problems(registerSchema, { ...registration, firstName: '  ', lastName: '' })).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
    ]);
  });

  it('says which fields are missing when the body is empty', () => {
    expect(problems(registerSchema, {})).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
      'email: Email is required',
      'phone: Phone is required',
      'password: Password is required',
    ]);
  });

  it('rejects non-string fields rather than coercing them', () => {
    expect(problems(registerSchema, { ...registration, phone: 771234567 })).toEqual([
      'phone: Phone is required',
    ]);
  });
});

describe('emailSchema', () => {
  it.each(['a@b.co', 'first.last+tag@shop.example.lk'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['', 'plain', 'a@', '@b.com', 'a b@c.com', 'a@b'])('rejects "%s"', (email) => {
    expect(problems(emailSchema, email)).toEqual(['Enter a valid email address']);
  });

  it('rejects an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(emailSchema.safeParse(long).success).toBe(false);
  });
});

describe('phoneSchema', () => {
  it.each(['0771234567', '+94771234567', '+94 77 123 4567', '077-123-4567', '011 234 5678'])(
    'accepts %s',
    (phone) => {
      expect(phoneSchema.safeParse(phone).success).toBe(true);
    },
  );

  it('trims surrounding spaces', () => {
    expect(phoneSchema.parse('  0771234567 ')).toBe('0771234567');
  });

  it.each(['', '12345', 'abcdefg', '077123456x', '++94771234567', '-0771234567', '1'.repeat(21)])(
    'rejects "%s" with "Enter a valid phone number"',
    (phone) => {
      expect(problems(phoneSchema, phone)).toEqual(['Enter a valid phone number']);
    },
  );
});

describe('passwordSchema', () => {
  it('accepts exactly the minimum length', () => {
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MIN)).success).toBe(true);
  });

  it('rejects one character less than the minimum', () => {
    expect(problems(passwordSchema, 'x'.repeat(PASSWORD_MIN - 1))).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it('accepts 72 UTF-8 bytes, multi-byte letters included', () => {
    // 24 three-byte letters: 24 characters, 72 bytes.
    expect(passwordSchema.safeParse('ශ'.repeat(24)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(72)).success).toBe(true);
  });

  it('rejects 73 UTF-8 bytes with a message saying the limit, even in fewer characters', () => {
    const message =
      'Password is too long: at most 72 bytes (72 plain letters, fewer with accents or emoji)';
    expect(problems(passwordSchema, 'x'.repeat(73))).toEqual([message]);
    expect(problems(passwordSchema, `${'ශ'.repeat(24)}x`)).toEqual([message]);
  });

  it('rejects more than 128 characters', () => {
    expect(problems(passwordSchema, 'x'.repeat(129))).toEqual([
      'Password is at most 128 characters',
    ]);
  });
});

describe('loginSchema', () => {
  it('normalises the email and keeps any non-empty password', () => {
    expect(loginSchema.parse({ email: ' A@B.CO ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('rejects an empty password with "Password is required"', () => {
    expect(problems(loginSchema, { email: 'a@b.co', password: '' })).toEqual([
      'password: Password is required',
    ]);
  });
});

describe('googleLoginSchema', () => {
  it('requires a non-empty access token', () => {
    expect(googleLoginSchema.safeParse({ accessToken: 'ya29.token' }).success).toBe(true);
    expect(problems(googleLoginSchema, { accessToken: '' })).toEqual([
      'accessToken: Access token is required',
    ]);
  });
});

describe('sendMailSchema', () => {
  it('normalises the email', () => {
    expect(sendMailSchema.parse({ email: 'Shop@Example.com' })).toEqual({
      email: 'shop@example.com',
    });
  });
});

describe('changePasswordSchema', () => {
  const body = { email: 'a@b.co', otp: '123456', password: 'new password' };

  it('accepts an email, a 6-digit code and a new password', () => {
    expect(changePasswordSchema.parse(body)).toEqual(body);
  });

  it('trims the code', () => {
    expect(changePasswordSchema.parse({ ...body, otp: ' 654321 ' }).otp).toBe('654321');
  });

  it.each(['12345', '1234567', 'abcdef', '12 456'])('rejects the code "%s"', (otp) => {
    expect(problems(changePasswordSchema, { ...body, otp })).toEqual([
      'otp: The code has 6 digits',
    ]);
  });

  it('rejects a short new password', () => {
    expect(problems(changePasswordSchema, { ...body, password: 'short' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });
});

describe('userUpdateSchema', () => {
  it('lets an admin change only isDisabled', () => {
    expect(userUpdateSchema.parse({ isDisabled: true, role: 'admin' })).toEqual({
      isDisabled: true,
    });
  });

  it('requires a boolean', () => {
    expect(userUpdateSchema.safeParse({ isDisabled: 'yes' }).success).toBe(false);
    expect(userUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('userIdParamSchema', () => {
  it.each(['1', '42', '1234567890123456'])('accepts the id %s', (id) => {
    expect(userIdParamSchema.safeParse({ id }).success).toBe(true);
  });

  it.each(['0', '007', 'abc', '-1', '1.5', '12345678901234567', ''])(
    'rejects the id "%s" as "Unknown user"',
    (id) => {
      expect(problems(userIdParamSchema, { id })).toEqual(['id: Unknown user']);
    },
  );
});

describe('userSchema', () => {
  const user = {
    _id: '1',
    firstName: 'Nimal',
    lastName: 'Perera',
    name: 'Nimal Perera',
    email: 'nimal@example.com',
    phone: '0771234567',
    role: 'user',
    isEmailVerified: false,
    isDisabled: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  };

  it('reads a user as the API sends it', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('drops any secret the answer might carry', () => {
    expect(userSchema.parse({ ...user, password: 'hash', otp: '123456' })).toEqual(user);
  });

  it('accepts only the roles admin and user', () => {
    expect(userSchema.safeParse({ ...user, role: 'admin' }).success).toBe(true);
    expect(userSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
  });
});
