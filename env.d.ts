/** Build-time constants injected by vite.config.ts. */
declare const __ADMIN_PASSWORD_HASH__: { salt: string; hash: string; iterations: number };
declare const __APP_VERSION__: string;
