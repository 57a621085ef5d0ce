/**
 * What an operation gives back: the new content, the keys it changed and the spec's window
 * events to send (project-updated, publication-updated, …).
 */
import type { Content, ContentKey, EntityKind, EntityMap } from './model';

export type ContentEvent =
  | { name: 'project-updated' | 'project-added'; detail: { projectId: string; timestamp: number } }
  | { name: 'publication-updated'; detail: { publicationId: string; teamMemberIds: string[] } };

export interface Outcome {
  content: Content;
  changed: ContentKey[];
  events: ContentEvent[];
}

export interface SaveOutcome<K extends EntityKind> extends Outcome {
  item: EntityMap[K];
  created: boolean;
}
