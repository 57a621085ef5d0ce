// Content of the lab site: projects.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Project } from '../schemas';

export const projects: Project[] = [];
