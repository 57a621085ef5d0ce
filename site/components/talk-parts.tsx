/** The parts a talk shows on the list and on its own page: its kind, its event line and its speakers. */
import { MemberLinks } from './member-links';
import { formatDate } from '../../shared/content/read/text';
import { speakersOf } from '../../shared/content/read/talks';
import type { Talk, TeamMember } from '../../shared/content/model/schemas';

/** "Keynote", "Poster": the kind in the page's words, else as stored. */
export function talkKindLabel(kinds: Record<string, string>, kind: string): string {
  return kinds[kind] ?? kind;
}

/** The event, place and day of a talk, in one line. */
export function TalkWhere({ talk, locale }: { talk: Talk; locale: string }) {
  const parts = [talk.event, talk.place].filter((part) => part.trim());
  return (
    <p className="talk__where">
      {parts.join(', ')}
      {parts.length > 0 && talk.date && ' · '}
      {talk.date && <time dateTime={talk.date}>{formatDate(talk.date, locale)}</time>}
    </p>
  );
}

/** The speakers, each a link to their page. */
export function TalkSpeakers({ talk, members, label }: { talk: Talk; members: readonly TeamMember[]; label: string }) {
  return <MemberLinks members={speakersOf(members, talk)} label={label} className="talk__speakers" />;
}
