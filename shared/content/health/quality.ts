/**
 * Checks of what the content says rather than where it points: alt text, dates that expire,
 * duplicate and thin publication records, members without photo or bio, projects without
 * members, and images much larger than the site ever shows them.
 */
import { IMAGE_SLOTS, SHARE_IMAGE_SLOTS, imageOf, isAltTextMissing, isShareAltMissing } from '../media/alt-text';
import { daysUntil, isJobExpired } from '../read/expiry';
import { lacksSlides } from '../read/talks';
import { clockTime, isTimeZone, lastDayOf, statusOutOfDate } from '../read/events';
import { dataUrlPixelSize } from '../media/image-size';
import { fieldLabelOf, fieldOf } from '../model/collections';
import type { Content, EntityKind } from '../model/model';
import { bareDoi } from '../read/urls';
import { DECLARED_CHECKS, nameOf, type DeclaredCheckId, type HealthOptions, type HealthProblem } from './types';

const at = (kind: EntityKind, item: { id: string; title?: unknown; name?: unknown }) => ({ target: { kind, id: item.id }, item: nameOf(item) });

/** A field's label, as its declaration gives it (an image's alt text included). */
const label = (kind: EntityKind, key: string) => fieldLabelOf(kind, key) ?? key;

/** The control a fix link of an image problem names: the image's file button or its address field. */
function imageControl(kind: EntityKind, key: string): string {
  const image = fieldOf(kind, key)?.image;
  if (!image) return label(kind, key);
  return image.fix === 'upload' ? image.upload : image.url;
}

/** An image shown without alt text and without the decorative choice ('' ; docs/decisions/046). */
const altMissing = (image: string, alt: string | undefined) => Boolean(image.trim()) && (alt === undefined || (alt !== '' && !alt.trim()));

/** The site's own images: the home page's team image and the lab profile's logo and share image. */
function checkSiteImageAlt(content: Content): HealthProblem[] {
  const profile = content.labProfile;
  if (!profile) return [];
  const problem = (id: 'teamImage' | 'labProfile', item: string, field: string, fieldLabel: string): HealthProblem => ({
    check: 'alt-text',
    severity: 'error',
    target: { kind: 'settings', id },
    item,
    field,
    fieldLabel,
    message: 'The image has no alt text and is not marked as decorative',
  });
  return [
    ...(altMissing(content.teamImage, profile.home.teamImageAlt) ? [problem('teamImage', 'Team image', 'teamImageAlt', 'Image alt text')] : []),
    ...(altMissing(profile.logo, profile.logoAlt) ? [problem('labProfile', 'Lab profile', 'logoAlt', 'Logo alt text')] : []),
    ...(altMissing(profile.shareImage, profile.shareImageAlt) ? [problem('labProfile', 'Lab profile', 'shareImageAlt', 'Share image alt text')] : []),
  ];
}

export function checkAltText(content: Content): HealthProblem[] {
  return [...checkItemAltText(content), ...checkSiteImageAlt(content)];
}

function checkItemAltText(content: Content): HealthProblem[] {
  const shareImages = SHARE_IMAGE_SLOTS.flatMap((slot) =>
    (content[slot.kind] as readonly { id: string }[])
      .filter((item) => isShareAltMissing(slot.kind, item))
      .map(
        (item): HealthProblem => ({
          check: 'alt-text',
          severity: 'error',
          ...at(slot.kind, item),
          field: slot.alt,
          fieldLabel: label(slot.kind, slot.alt),
          message: 'The share image has no alt text and is not marked as decorative',
        }),
      ),
  );
  return [...mainImageAltProblems(content), ...shareImages];
}

function mainImageAltProblems(content: Content): HealthProblem[] {
  return IMAGE_SLOTS.flatMap((slot) =>
    (content[slot.kind] as readonly { id: string }[])
      .filter((item) => isAltTextMissing(slot.kind, item))
      .map(
        (item): HealthProblem => ({
          check: 'alt-text',
          severity: 'error',
          ...at(slot.kind, item),
          field: slot.alt,
          fieldLabel: label(slot.kind, slot.alt),
          message: 'The image has no alt text and is not marked as decorative',
        }),
      ),
  );
}

export function checkJobExpiry(content: Content, options: HealthOptions): HealthProblem[] {
  const soon = options.soonDays ?? 14;
  return content.jobOpenings.flatMap((job): HealthProblem[] => {
    if (!job.isOpen) return [];
    const left = daysUntil(job.closingDate, options.today);
    const base = { check: 'job-expiry' as const, severity: 'warning' as const, ...at('jobOpenings', job), field: 'closingDate', fieldLabel: label('jobOpenings', 'closingDate') };
    if (isJobExpired(job, options.today))
      return [{ ...base, message: `Closed on ${job.closingDate}: the site no longer shows it. Close it, or move the closing date`, summary: 'Past its closing date: the site no longer shows it. Close it, or move the closing date' }];
    if (left !== null && left <= soon)
      return [{ ...base, message: left === 0 ? 'Closes today' : `Closes in ${left} day${left === 1 ? '' : 's'} (${job.closingDate})` }];
    return [];
  });
}

/** A talk given before today with no slides linked: a warning, as the talk's visitors look for them. */
export function checkTalkSlides(content: Content, options: HealthOptions): HealthProblem[] {
  return content.talks
    .filter((talk) => lacksSlides(talk, options.today))
    .map((talk) => ({
      check: 'talk-slides' as const,
      severity: 'warning' as const,
      ...at('talks', talk),
      field: 'slidesUrl',
      fieldLabel: label('talks', 'slidesUrl'),
      message: `Given on ${talk.date}, but no slides are linked`,
      summary: 'Given, but no slides are linked',
    }));
}

/** The checks the collections' declarations add, each over its own collection's items. */
export function checkDeclared(content: Content, options: HealthOptions): HealthProblem[] {
  return DECLARED_CHECKS.flatMap(({ kind, check }) =>
    (content[kind] as readonly { id: string; title?: unknown; name?: unknown }[]).flatMap((item) =>
      check.find(item as Readonly<Record<string, unknown>>, { today: options.today }).map((finding) => ({
        check: check.id as DeclaredCheckId,
        severity: check.severity ?? ('warning' as const),
        ...at(kind, item),
        field: finding.field,
        fieldLabel: label(kind, finding.field),
        message: finding.message,
        ...(finding.summary === undefined ? {} : { summary: finding.summary }),
      })),
    ),
  );
}

/**
 * Events whose status or times no longer fit (docs/decisions/087), each a warning: the site
 * already lists them by their days, but the word an editor chose, or a time the calendar feed
 * cannot read, says otherwise. An event over before today and still marked upcoming; one still
 * to come marked past; a time zone or a time of day that cannot be read.
 */
export function checkEventStatus(content: Content, options: HealthOptions): HealthProblem[] {
  return content.events.flatMap((event) => {
    const base = { check: 'event-status' as const, severity: 'warning' as const, ...at('events', event) };
    const problems: HealthProblem[] = [];
    const status = statusOutOfDate(event, options.today);
    if (status === 'still-upcoming')
      problems.push({
        ...base,
        field: 'status',
        fieldLabel: label('events', 'status'),
        message: `Ended on ${lastDayOf(event)}, but still marked upcoming: the site lists it as past. Mark it past`,
        summary: 'Over, but still marked upcoming: the site lists it as past. Mark it past',
      });
    if (status === 'not-yet-past')
      problems.push({
        ...base,
        field: 'status',
        fieldLabel: label('events', 'status'),
        message: `Marked past, but it takes place on ${event.startDate}: the site lists it as upcoming`,
        summary: 'Marked past, but still to come: the site lists it as upcoming',
      });
    if (!isTimeZone(event.timeZone))
      problems.push({ ...base, field: 'timeZone', fieldLabel: label('events', 'timeZone'), message: `“${event.timeZone}” is no time zone the calendar knows; write one such as Europe/Oslo` });
    for (const key of ['startTime', 'endTime'] as const) {
      if (event[key].trim() && !clockTime(event[key]))
        problems.push({ ...base, field: key, fieldLabel: label('events', key), message: `“${event[key]}” is no time of day; write it as HH:MM, such as 09:30` });
    }
    return problems;
  });
}

const normalTitle = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function checkDuplicatePublications(content: Content): HealthProblem[] {
  const out: HealthProblem[] = [];
  const byDoi = new Map<string, string>();
  const byTitle = new Map<string, string>();
  for (const pub of content.publications) {
    const doi = pub.doi ? bareDoi(pub.doi).toLowerCase() : '';
    const title = normalTitle(pub.title);
    const key = `${title}|${pub.year}`;
    const sameDoi = doi ? byDoi.get(doi) : undefined;
    const sameTitle = title ? byTitle.get(key) : undefined;
    const base = { check: 'duplicate-publication' as const, severity: 'warning' as const, ...at('publications', pub) };
    if (sameDoi) out.push({ ...base, field: 'doi', fieldLabel: label('publications', 'doi'), message: `Same DOI as "${sameDoi}"`, summary: 'Same DOI as another publication' });
    else if (sameTitle) out.push({ ...base, field: 'title', fieldLabel: label('publications', 'title'), message: `Same title and year as "${sameTitle}"`, summary: 'Same title and year as another publication' });
    if (doi && !byDoi.has(doi)) byDoi.set(doi, nameOf(pub));
    if (title && !byTitle.has(key)) byTitle.set(key, nameOf(pub));
  }
  return out;
}

export function checkPublicationDetails(content: Content): HealthProblem[] {
  return content.publications.flatMap((pub): HealthProblem[] => {
    const base = { check: 'publication-details' as const, severity: 'warning' as const, ...at('publications', pub) };
    const out: HealthProblem[] = [];
    if (!pub.doi?.trim() && !pub.url.trim()) out.push({ ...base, field: 'doi', fieldLabel: label('publications', 'doi'), message: 'No DOI and no URL: readers cannot find the paper' });
    if (!pub.abstract?.trim()) out.push({ ...base, field: 'abstract', fieldLabel: label('publications', 'abstract'), message: 'No abstract' });
    return out;
  });
}

export function checkMemberDetails(content: Content): HealthProblem[] {
  return content.teamMembers.flatMap((member): HealthProblem[] => {
    const base = { check: 'member-details' as const, severity: 'warning' as const, ...at('teamMembers', member) };
    const out: HealthProblem[] = [];
    if (!member.imageUrl.trim()) out.push({ ...base, field: 'imageUrl', fieldLabel: imageControl('teamMembers', 'imageUrl'), message: 'No photo' });
    if (!member.bio.trim()) out.push({ ...base, field: 'bio', fieldLabel: label('teamMembers', 'bio'), message: 'No bio' });
    return out;
  });
}

export function checkProjectMembers(content: Content): HealthProblem[] {
  return content.projects
    .filter((project) => project.team.every((name) => !name.trim()))
    .map((project) => ({
      check: 'project-members' as const,
      severity: 'warning' as const,
      ...at('projects', project),
      field: 'team',
      fieldLabel: label('projects', 'team'),
      message: 'No team members',
    }));
}

/** An image at least this many times wider than the site shows it wastes visitors' data. */
export const OVERSIZE_FACTOR = 2;

export function checkImageSizes(content: Content, options: HealthOptions): HealthProblem[] {
  const sizes = options.imageSizes ?? {};
  return IMAGE_SLOTS.flatMap((slot) =>
    (content[slot.kind] as readonly { id: string }[]).flatMap((item): HealthProblem[] => {
      const image = imageOf(slot.kind, item);
      const size = image ? (sizes[image] ?? dataUrlPixelSize(image)) : undefined;
      // Two pixels per CSS pixel cover high-density screens; beyond twice that is waste.
      const limit = slot.displayWidth * 2 * OVERSIZE_FACTOR;
      if (!size || size.width <= limit) return [];
      return [
        {
          check: 'oversized-image',
          severity: 'warning',
          ...at(slot.kind, item),
          field: slot.image,
          fieldLabel: imageControl(slot.kind, slot.image),
          message: `${size.width}×${size.height} px, shown at most ${slot.displayWidth} px wide: use an image of at most ${slot.displayWidth * 2} px`,
          summary: `Larger than shown: use an image of at most ${slot.displayWidth * 2} px`,
        },
      ];
    }),
  );
}
