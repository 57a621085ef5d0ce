/**
 * The content files' import of seed-files (seed/*.ts and a lab's own content folder import from one
 * folder up, as the studio's export writes them); the module itself is ./model/seed-files.ts.
 */
export * from './model/seed-files';
