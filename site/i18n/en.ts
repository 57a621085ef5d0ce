/**
 * The public site's words in English (docs/decisions/060): navigation, buttons, filters,
 * headings and the spec's messages. Every language's catalogue has exactly these keys (the type
 * says so); a text with a value in it is a function of that value.
 */
import { frame } from './en/frame';
import { home } from './en/home';
import { team } from './en/team';
import { member } from './en/member';
import { projects } from './en/projects';
import { project } from './en/project';
import { news } from './en/news';
import { publications } from './en/publications';
import { publication } from './en/publication';
import { software } from './en/software';
import { jobs } from './en/jobs';
import { contact } from './en/contact';
import { talks } from './en/talks';
import { teaching } from './en/teaching';
import { events } from './en/events';

export const en = { ...frame, home, team, member, projects, project, news, publications, publication, software, talks, teaching, events, jobs, contact };

export type Messages = typeof en;
/** The words of the frame, which the site's shared code carries in English. */
export type FrameMessages = typeof frame;
/** Each page's own words, which travel with its code. */
export type SectionMessages = Omit<Messages, keyof FrameMessages>;
