/**
 * The content files' import of schemas (seed/*.ts and a lab's own content folder import from one
 * folder up, as the studio's export writes them); the module itself is ./model/schemas.ts.
 */
export * from './model/schemas';
// The item types a declaration writes itself (`Course`), which ./model/collections.ts re-exports.
export type * from './model/collections';
