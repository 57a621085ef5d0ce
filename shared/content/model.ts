/**
 * The content files' import of model (seed/*.ts and a lab's own content folder import from one
 * folder up, as the studio's export writes them); the module itself is ./model/model.ts.
 */
export * from './model/model';
