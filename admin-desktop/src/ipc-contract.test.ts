import { describe, expect, it } from 'vitest';
import { fileNameSchema, serverUrlSchema } from './ipc-contract';

describe('server address', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['  https://Shop.Example.com  ', 'https://shop.example.com'],
    ['https://shop.example.com/wallart/', 'https://shop.example.com/wallart'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://192.168.1.20:3443', 'https://192.168.1.20:3443'],
  ])('accepts %s as %s', (input, expected) => {
    expect(serverUrlSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'Enter the shop server address'],
    ['ftp://shop.example.com', 'must start with http:// or https://'],
    ['javascript:alert(1)', 'must start with http:// or https://'],
    ['file:///etc/passwd', 'must start with http:// or https://'],
    ['https://admin:secret@shop.example.com', 'without a user name'],
    ['https://shop.example.com/?next=x', 'without a user name, query'],
    ['http://192.168.1.20:3000', 'another computer needs an https:// address'],
    ['shop.lan:3000', 'another computer needs an https:// address'],
    ['http://localhost.evil.example', 'another computer needs an https:// address'],
    ['http://shop example', 'Enter the shop server address'],
  ])('refuses %j with a readable reason', (input, message) => {
    const result = serverUrlSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('refuses a value that is not text', () => {
    expect(serverUrlSchema.safeParse(3000).success).toBe(false);
  });
});

describe('file name for saving', () => {
  it('accepts a plain name and refuses folders', () => {
    expect(fileNameSchema.parse('products-2025-01-31.csv')).toBe('products-2025-01-31.csv');
    for (const bad of ['../x.csv', 'a/b.csv', 'C:\\x.csv', '..', 'a\u0000.csv', '']) {
      expect(fileNameSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
