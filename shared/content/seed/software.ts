// Content of the lab site: software.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { Software } from '../schemas';

export const software: Software[] = [];
