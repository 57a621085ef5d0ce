// Content of the lab site: publications.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Publication } from '../schemas';

export const publications: Publication[] = [];
