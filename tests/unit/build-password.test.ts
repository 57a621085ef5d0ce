import { pbkdf2Sync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from '../../vite.config';

type ConfigFn = (env: ConfigEnv) => UserConfig;
const config = viteConfig as unknown as ConfigFn;
const saved = process.env.ADMIN_PASSWORD;

afterEach(() => {
  if (saved === undefined) delete process.env.ADMIN_PASSWORD;
  else process.env.ADMIN_PASSWORD = saved;
});

const embedded = (result: UserConfig) =>
  JSON.parse(String(result.define?.__ADMIN_PASSWORD_HASH__)) as { salt: string; hash: string; iterations: number };

describe('the admin password at build time', () => {
  it('refuses a build without ADMIN_PASSWORD, naming the variable', () => {
    delete process.env.ADMIN_PASSWORD;
    expect(() => config({ command: 'build', mode: 'production' })).toThrow(/ADMIN_PASSWORD is not set/);
    expect(() => config({ command: 'build', mode: 'extension' })).toThrow(/ADMIN_PASSWORD/);
    process.env.ADMIN_PASSWORD = '';
    expect(() => config({ command: 'build', mode: 'production' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('builds with ADMIN_PASSWORD and embeds only its salted hash at 600,000 iterations or more', () => {
    process.env.ADMIN_PASSWORD = 'a long unique test passphrase';
    const { salt, hash, iterations } = embedded(config({ command: 'build', mode: 'production' }));
    expect(iterations).toBeGreaterThanOrEqual(600_000);
    expect(hash).toBe(
      pbkdf2Sync('a long unique test passphrase', Buffer.from(salt, 'hex'), iterations, 32, 'sha256').toString('hex'),
    );
    expect(JSON.stringify(config({ command: 'build', mode: 'production' }).define)).not.toContain('passphrase');
  });

  it('lets the development server use the documented development password', () => {
    delete process.env.ADMIN_PASSWORD;
    const { salt, hash, iterations } = embedded(config({ command: 'serve', mode: 'development' }));
    expect(hash).toBe(
      pbkdf2Sync('studio-dev-password', Buffer.from(salt, 'hex'), iterations, 32, 'sha256').toString('hex'),
    );
  });

  it('lets the development server use ADMIN_PASSWORD instead when it is set', () => {
    process.env.ADMIN_PASSWORD = 'our own lab passphrase';
    const { salt, hash, iterations } = embedded(config({ command: 'serve', mode: 'development' }));
    expect(hash).toBe(
      pbkdf2Sync('our own lab passphrase', Buffer.from(salt, 'hex'), iterations, 32, 'sha256').toString('hex'),
    );
  });
});
