// Content of the lab site: job openings.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { JobOpening } from '../schemas';

export const jobOpenings: JobOpening[] = [];
