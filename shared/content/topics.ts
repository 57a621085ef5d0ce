/**
 * The content files' import of topics (seed/*.ts and a lab's own content folder import from one
 * folder up, as the studio's export writes them); the module itself is ./read/topics.ts.
 */
export * from './read/topics';
