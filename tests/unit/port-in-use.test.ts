/**
 * `npm run preview` and `npm start` on a port another program holds: one line naming the port and
 * PORT, and a non-zero exit, never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let holder: Server;
let port = 0;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

const npm = (script: string, env: Record<string, string>) =>
  spawnSync('npm', ['run', '--silent', script], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });

describe('a taken port', () => {
  it('npm run preview says so in one line naming PORT and exits 1', () => {
    const result = npm('preview', { PORT: String(port) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`Port ${port} is in use; set PORT to another port: PORT=${port + 1} npm run preview`);
    expect(result.stdout.trim()).toBe('');
  });

  it('npm start says so in one line naming PORT and exits 1', () => {
    const result = npm('start', { PORT: String(port) });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => /in use|EADDRINUSE/i.test(line));
    expect(lines).toEqual([`Port ${port} is in use; set PORT to another port: PORT=${port + 1} npm start`]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('a PORT that is no port number is named as such', () => {
    const result = npm('preview', { PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('PORT must be a port number from 1 to 65535 (got "eighty"); for example: PORT=8080 npm run preview');
  });
});
