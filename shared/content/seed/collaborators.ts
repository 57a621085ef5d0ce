// Content of the lab site: collaborators.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Collaborator } from '../schemas';

export const collaborators: Collaborator[] = [];
