#!/usr/bin/env node
/**
 * `npm start`: the development server (Vite, with the site's own vite.config.ts) on 127.0.0.1 at
 * PORT (5173 by default), on exactly that port. A taken port gets one line naming PORT, not a
 * stack trace. The studio's password is ADMIN_PASSWORD when set, else the documented
 * development one (README, "Make it your lab's site").
 */
import { createServer } from 'vite';
import { isPortInUse, parsePort, portInUseMessage } from './port-in-use.mjs';

const COMMAND = 'npm start';
const { port, error } = parsePort(process.env.PORT || '5173', COMMAND);
if (error) {
  console.error(error);
  process.exit(1);
}

// The code imports modules without file extensions, as bundlers resolve them. Vite notes, for every
// such import its configuration reaches, that a loader planned for a later major version will not;
// that note is for Vite's own future, not the lab's, and would fill a newcomer's first screen. The
// npm scripts that run Vite set the same.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const server = await createServer({ server: { host: '127.0.0.1', port, strictPort: true } });
try {
  await server.listen();
} catch (failure) {
  await server.close();
  if (!isPortInUse(failure)) throw failure;
  console.error(portInUseMessage(port, COMMAND));
  process.exit(1);
}
server.printUrls();
server.bindCLIShortcuts({ print: true });
