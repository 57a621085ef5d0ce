/**
 * The public site's words in English (docs/decisions/060, 093): navigation, buttons, filters,
 * headings and the spec's messages. The frame's words are in ./en/frame.ts; each section's are in
 * ./en/{section}.ts, which adds them to `SectionWords` below, so a new section's words need no
 * line here. Every language's catalogue has exactly these keys (the type says so); a text with a
 * value in it is a function of that value.
 */
import type { frame } from './en/frame';

/** Each section's words, by section: every ./en/{section}.ts declares its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SectionWords {}

/** The words of the frame, which the site's shared code carries in English. */
export type FrameMessages = typeof frame;
export type Messages = FrameMessages & SectionWords;
/** Each page's own words, which travel with its code. */
export type SectionMessages = SectionWords;
