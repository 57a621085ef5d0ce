// Content of the lab site: funding sources.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { FundingSource } from '../schemas';

export const fundingSources: FundingSource[] = [];
