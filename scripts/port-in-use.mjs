/**
 * The one line `npm start` and `npm run preview` print when their port is taken (or not a port),
 * instead of a stack trace: which port, and how to pick another.
 */

/** "Port 4173 is in use; set PORT to another port: PORT=4174 npm run preview". */
export function portInUseMessage(port, command) {
  return `Port ${port} is in use; set PORT to another port: PORT=${port + 1} ${command}`;
}

/** The port a command was given (PORT or --port), or a one-line reason it is none. */
export function parsePort(value, command) {
  const port = Number(value);
  if (Number.isInteger(port) && port > 0 && port < 65536 && /^\d+$/.test(String(value).trim())) return { port };
  return { error: `PORT must be a port number from 1 to 65535 (got "${value}"); for example: PORT=8080 ${command}` };
}

/** True for the error a server gets when its port is taken (Node's, or Vite's strictPort one). */
export function isPortInUse(error) {
  return error?.code === 'EADDRINUSE' || /^Port \d+ is already in use$/.test(error?.message ?? '');
}
