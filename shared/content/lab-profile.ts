/**
 * The content files' import of lab-profile (seed/*.ts and a lab's own content folder import from one
 * folder up, as the studio's export writes them); the module itself is ./model/lab-profile.ts.
 */
export * from './model/lab-profile';
