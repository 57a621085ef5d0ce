/**
 * Talks, posters, keynotes and seminars given by members of the team: listed by year at /talks,
 * each at /talks/{id} (docs/decisions/085).
 */
import { date, declareCollection, markdown, relation, special, text, url } from '../fields';

/** What a talk is, in the order the form offers them. */
export const TALK_KINDS = ['talk', 'poster', 'keynote', 'seminar'] as const;
export type TalkKind = (typeof TALK_KINDS)[number];

export const declaration = declareCollection({
  singular: 'talk',
  plural: 'talks',
  type: 'Talk',
  idPrefix: 'talk',
  list: { title: 'Manage Talks', one: 'talk', many: 'talks' },
  card: { title: 'Talks', caption: 'talks, posters, keynotes and seminars' },
  search: {
    kind: 'talk',
    fields: [['title', 6], ['event', 3], ['speakerIds', 3], ['place', 1], ['abstract', 1]],
    meta: ['event', 'date', 'speakerIds'],
    body: 'abstract',
  },
  fields: [
    special('id', 'ID'),
    text('title', 'Title', { required: true, translatable: true }),
    text('event', 'Event', { required: true, help: 'The conference, workshop or seminar series' }),
    text('place', 'Place', { help: 'City, or "Online"' }),
    date('date', 'Date', { required: true }),
    text('kind', 'Kind', { required: true, choices: TALK_KINDS }),
    relation('speakerIds', 'Speakers', { target: 'teamMembers', many: true, required: true, review: 'speaker IDs' }),
    markdown('abstract', 'Abstract', { translatable: true }),
    url('slidesUrl', 'Slides URL', { review: 'slides link' }),
    url('videoUrl', 'Video URL', { review: 'video link' }),
    url('recordingUrl', 'Recording URL', { review: 'recording link' }),
    relation('projectId', 'Related project', { target: 'projects', many: false, optional: true, review: 'project ID' }),
  ],
});
