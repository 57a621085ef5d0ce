// Content of the lab site: team members.
// Written by the studio's "Export Current Data as Default"; edit in the studio or by hand.
import type { TeamMember } from '../schemas';

export const teamMembers: TeamMember[] = [];
