import { describe, expect, it } from 'vitest';
import { AUTH_FLAG_KEY } from '../../shared/content/model/model';
import { hashPassword, PBKDF2_ITERATIONS, readAuthFlag, verifyPassword, writeAuthFlag } from '../../shared/store/auth';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';

const SALT = '00112233445566778899aabbccddeeff';
const FAST = 1000;

describe('password hash', () => {
  it('is a 64-hex-digit PBKDF2-SHA-256 digest that depends on password, salt and iterations', async () => {
    const hash = await hashPassword('studio-dev-password', SALT, FAST);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashPassword('studio-dev-password', SALT, FAST)).toBe(hash);
    expect(await hashPassword('studio-dev-password!', SALT, FAST)).not.toBe(hash);
    expect(await hashPassword('studio-dev-password', 'ffeeddccbbaa99887766554433221100', FAST)).not.toBe(hash);
    expect(await hashPassword('studio-dev-password', SALT, FAST + 1)).not.toBe(hash);
  });

  it('matches node:crypto PBKDF2 (the build-time hash)', async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const expected = pbkdf2Sync('studio-dev-password', Buffer.from(SALT, 'hex'), FAST, 32, 'sha256').toString('hex');
    expect(await hashPassword('studio-dev-password', SALT, FAST)).toBe(expected);
  });

  it('verifyPassword is true for the right password and false for any other', async () => {
    const expected = { salt: SALT, iterations: FAST, hash: await hashPassword('studio-dev-password', SALT, FAST) };
    expect(await verifyPassword('studio-dev-password', expected)).toBe(true);
    expect(await verifyPassword('wrong', expected)).toBe(false);
    expect(await verifyPassword('', expected)).toBe(false);
    expect(await verifyPassword('Discovery-admin', expected)).toBe(false);
    expect(await verifyPassword('studio-dev-password ', expected)).toBe(false);
  });

  it('is false against a malformed expected hash', async () => {
    expect(await verifyPassword('studio-dev-password', { salt: SALT, iterations: FAST, hash: 'abc' })).toBe(false);
  });

  it('uses a strong iteration count by default', () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });
});

describe('auth flag', () => {
  it(`is stored under "${AUTH_FLAG_KEY}" as the text true, and removed on logout`, () => {
    const storage = memoryStorage();
    expect(readAuthFlag(storage)).toBe(false);
    writeAuthFlag(storage, true);
    expect(storage.getItem('isAuthenticated')).toBe('true');
    expect(readAuthFlag(storage)).toBe(true);
    writeAuthFlag(storage, false);
    expect(storage.getItem('isAuthenticated')).toBeNull();
    expect(readAuthFlag(storage)).toBe(false);
  });

  it.each(['TRUE', '"true"', '1', 'yes', 'false', ''])('only the exact text true counts (%j is not)', (value) => {
    expect(readAuthFlag(memoryStorage({ isAuthenticated: value }))).toBe(false);
  });

  it('an unreadable storage means not authenticated', () => {
    const broken: KeyValueStorage = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readAuthFlag(broken)).toBe(false);
  });
});
