/* eslint-disable no-script-url -- these tests feed script URLs in to prove they are refused */
import { describe, expect, it } from 'vitest';
import { maxPublicationYear } from '../../shared/content/model/constants';
import {
  MESSAGES,
  isAbsoluteUrl,
  notFoundMessage,
  saveErrorMessage,
  validateJobOpening,
  validateLinkEntity,
  validateNewsItem,
  validateProject,
  validatePublication,
  validateSoftware,
  validateTeamMember,
} from '../../shared/content/model/validation';
import { saveFailureMessage } from '../../shared/store/persistence';
import { collaborator, funding, job, member, news, project, publication, software } from './content-fixtures';

describe('spec texts', () => {
  it('has every validation and error text of docs/product.md §5 and §8, word for word', () => {
    expect(MESSAGES.loginInvalid).toBe('Invalid password');
    expect(MESSAGES.loginError).toBe('An error occurred during login');
    expect(MESSAGES.requiredFields).toBe('Please fill in all required fields');
    expect(MESSAGES.projectRequired).toBe('Please fill in all required fields and add at least one category');
    expect(MESSAGES.emojiLimit).toBe('You can only select up to 3 emojis per project');
    expect(MESSAGES.imageType).toBe('Please select an image file (jpeg, png, gif, etc)');
    expect(MESSAGES.cvType).toBe('Please select a PDF file for the CV');
    expect(MESSAGES.cvSize).toBe('CV file size should be less than 5MB');
    expect(MESSAGES.cvRead).toBe('Failed to read the CV file');
    expect(MESSAGES.imageProcess).toBe('Failed to process image. Please try a different image.');
    expect(MESSAGES.imageReadFile).toBe('Failed to read image file');
    expect(MESSAGES.imageLoad).toBe('Failed to load image');
    expect(MESSAGES.canvasUnavailable).toBe('Canvas not available');
    expect(MESSAGES.canvasContextUnavailable).toBe('Canvas context not available');
    expect(MESSAGES.invalidUrl).toBe('Please enter a valid URL (include http:// or https://)');
    expect(MESSAGES.atLeastOneAuthor).toBe('Please add at least one author');
    expect(MESSAGES.softwareRequired).toBe('Please fill in all required fields and add at least one technology');
    expect(MESSAGES.atLeastOneRequirement).toBe('Please add at least one requirement');
    expect(MESSAGES.teamImageRequired).toBe('Please enter an image URL');
    expect(MESSAGES.teamImageFailed).toBe('Failed to update team image. Please try again.');
    expect(MESSAGES.topicNameRequired).toBe('Please enter a topic name');
    expect(MESSAGES.topicExists('EEG')).toBe('Topic "EEG" already exists');
    expect(MESSAGES.topicAlreadyExists).toBe('Topic already exists');
    expect(MESSAGES.topicInUse('EEG')).toBe('Cannot delete "EEG" as it is used in one or more projects');
    expect(MESSAGES.topicsAutoAdded(4)).toBe('4 topics were automatically added to the registry from projects.');
    expect(MESSAGES.noIdToDelete).toBe('Cannot delete: no item ID found');
    expect(MESSAGES.previewUnavailable).toBe('Unable to load image. Please check URL.');
    expect(MESSAGES.previewCannotLoad).toBe('Cannot load image from this URL. Please check the link and try again.');
    expect(MESSAGES.currentImageUnavailable).toBe('Current image cannot be displayed.');
    expect(MESSAGES.resetConfirm).toBe('Are you sure you want to reset all data to defaults? This cannot be undone.');
    expect(MESSAGES.resetDone).toBe('Data has been reset to defaults.');
    expect(MESSAGES.clearConfirm).toBe('Are you sure you want to clear all localStorage data? This cannot be undone.');
    expect(MESSAGES.cleanupConfirm).toBe('Cleanup news items? This will remove any corrupted items.');
    expect(MESSAGES.cleanupDone).toBe('News items cleaned up. Please reload the page.');
    expect(MESSAGES.cleanupFailed).toBe('Failed to clean up news items.');
    expect(MESSAGES.repairConfirm).toBe(
      'Repair team-project associations? This will ensure consistency between teams and projects.',
    );
    expect(MESSAGES.repairDone).toBe('Team-project associations repaired. Please reload the page to see the changes.');
    expect(MESSAGES.repairNone).toBe("No issues found or couldn't repair associations.");
    expect(MESSAGES.resetNewsConfirm).toBe('Reset news items? This will remove all news items and restore defaults.');
    expect(MESSAGES.resetNewsDone).toBe('News items have been reset. Please reload the page.');
    expect(MESSAGES.copied('projects')).toBe('projects.ts copied to clipboard');
    expect(MESSAGES.unexpectedError).toBe('Unexpected Application Error!');
  });

  it.each([
    ['projects', 'Could not find project with ID: p-1'],
    ['teamMembers', 'Could not find team member with ID: p-1'],
    ['newsItems', 'Could not find news item with ID: p-1'],
    ['collaborators', 'Could not find collaborator with ID: p-1'],
    ['publications', 'Could not find publication with ID: p-1'],
    ['software', 'Could not find software with ID: p-1'],
    ['jobOpenings', 'Could not find job opening with ID: p-1'],
    ['fundingSources', 'Could not find funding source with ID: p-1'],
  ] as const)('not-found text for %s', (kind, text) => {
    expect(notFoundMessage(kind, 'p-1')).toBe(text);
  });

  it.each([
    ['projects', 'An error occurred while saving the project'],
    ['teamMembers', 'An error occurred while saving the team member'],
    ['newsItems', 'An error occurred while saving/deleting the news item.'],
    ['collaborators', 'An error occurred while saving/deleting the collaborator.'],
    ['publications', 'An error occurred while saving/deleting the publication.'],
    ['software', 'An error occurred while saving/deleting the software.'],
    ['jobOpenings', 'An error occurred while saving/deleting the job opening.'],
    ['fundingSources', 'An error occurred while saving/deleting the funding source.'],
  ] as const)('save error text for %s', (kind, text) => {
    expect(saveErrorMessage(kind)).toBe(text);
  });

  it.each([
    ['projects', 'Failed to save projects. LocalStorage might be full or unavailable.'],
    ['teamMembers', 'Failed to save team members. LocalStorage might be full or unavailable.'],
    ['newsItems', 'Failed to save news. LocalStorage might be full or unavailable.'],
    ['fundingSources', 'Failed to save funding sources. LocalStorage might be full or unavailable.'],
    ['collaborators', 'Failed to save collaborators. LocalStorage might be full or unavailable.'],
    ['software', 'Failed to save software. LocalStorage might be full or unavailable.'],
    ['publications', 'Failed to save publications. LocalStorage might be full or unavailable.'],
    ['jobOpenings', 'Failed to save job openings. LocalStorage might be full or unavailable.'],
  ] as const)('storage-full alert for %s', (kind, text) => {
    expect(saveFailureMessage(kind)).toBe(text);
  });
});

describe('project', () => {
  it('accepts a complete project', () => {
    expect(validateProject(project())).toBeNull();
  });

  it.each([
    ['title', { title: ' ' }],
    ['description', { description: '' }],
    ['discipline (empty list)', { category: [] }],
    ['discipline (only blanks)', { category: [' ', ''] }],
    ['discipline (empty string)', { category: '' }],
  ])('requires %s', (_name, fields) => {
    expect(validateProject(project(fields))).toBe('Please fill in all required fields and add at least one category');
  });

  it('accepts a single-string category', () => {
    expect(validateProject(project({ category: 'Neuroscience' }))).toBeNull();
  });

  it('allows 3 emojis and refuses a fourth', () => {
    expect(validateProject(project({ emojiHexcodes: ['1F9E0', '1F52C', '1F4CA'] }))).toBeNull();
    expect(validateProject(project({ emojiHexcodes: ['1F9E0', '1F52C', '1F4CA', '1F916'] }))).toBe(
      'You can only select up to 3 emojis per project',
    );
  });
});

describe('team member', () => {
  it('accepts a complete member', () => {
    expect(validateTeamMember(member())).toBeNull();
  });

  it.each([{ name: '' }, { role: ' ' }, { bio: '' }])('requires name, role and bio (%o)', (fields) => {
    expect(validateTeamMember(member(fields))).toBe('Please fill in all required fields');
  });
});

describe('news item', () => {
  it('accepts a complete item', () => {
    expect(validateNewsItem(news())).toBeNull();
  });

  it.each([{ title: '' }, { content: ' ' }, { date: '' }, { author: '' }])(
    'requires title, content, date and author (%o)',
    (fields) => {
      expect(validateNewsItem(news(fields))).toBe('Please fill in all required fields');
    },
  );
});

describe('collaborator and funding source', () => {
  it.each([collaborator(), funding()])('accepts a name and an absolute URL', (item) => {
    expect(validateLinkEntity(item)).toBeNull();
  });

  it.each([collaborator({ name: '' }), collaborator({ url: ' ' }), funding({ name: ' ' }), funding({ url: '' })])(
    'requires name and url',
    (item) => {
      expect(validateLinkEntity(item)).toBe('Please fill in all required fields');
    },
  );

  it.each([
    'example.org',
    'www.example.org',
    '/partners',
    'http://',
    'not a url',
    'javascript:alert(1)',
    'mailto:a@b.example',
  ])('refuses "%s" as a URL', (url) => {
    expect(validateLinkEntity(collaborator({ url }))).toBe('Please enter a valid URL (include http:// or https://)');
    expect(validateLinkEntity(funding({ url }))).toBe('Please enter a valid URL (include http:// or https://)');
  });

  it.each(['http://example.org', 'https://example.org/path?q=1', ' https://example.org '])('accepts "%s"', (url) => {
    expect(validateLinkEntity(collaborator({ url }))).toBeNull();
  });

  it.each([
    'javascript://example.org/%0Aalert(1)',
    'ftp://example.org/file',
    'file://host/etc/passwd',
    'data://x.example/y',
  ])('refuses "%s": a URL of another scheme is no website', (url) => {
    expect(validateLinkEntity(collaborator({ url }))).toBe('Please enter a valid URL (include http:// or https://)');
    expect(validateLinkEntity(funding({ url }))).toBe('Please enter a valid URL (include http:// or https://)');
  });

  it('isAbsoluteUrl needs a scheme and a host', () => {
    expect(isAbsoluteUrl('https://a.example')).toBe(true);
    expect(isAbsoluteUrl('a.example')).toBe(false);
  });
});

describe('publication', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('accepts a complete publication', () => {
    expect(validatePublication(publication(), now)).toBeNull();
  });

  it.each([{ title: '' }, { journal: ' ' }, { type: '' }, { citation: '' }, { year: Number.NaN }])(
    'requires title, journal, year, type and citation (%o)',
    (fields) => {
      expect(validatePublication(publication(fields), now)).toBe('Please fill in all required fields');
    },
  );

  it('requires at least one non-blank author', () => {
    expect(validatePublication(publication({ authors: [] }), now)).toBe('Please add at least one author');
    expect(validatePublication(publication({ authors: [' ', ''] }), now)).toBe('Please add at least one author');
    expect(validatePublication(publication({ authors: ['', 'Lovelace, A.'] }), now)).toBeNull();
  });

  it('accepts years from 1900 to the current year plus 5', () => {
    expect(maxPublicationYear(now)).toBe(2031);
    expect(validatePublication(publication({ year: 1900 }), now)).toBeNull();
    expect(validatePublication(publication({ year: 2031 }), now)).toBeNull();
  });

  it('refuses years before 1900, after the current year plus 5, and fractions', () => {
    expect(validatePublication(publication({ year: 1899 }), now)).toBe('Year must be between 1900 and 2031');
    expect(validatePublication(publication({ year: 2032 }), now)).toBe('Year must be between 1900 and 2031');
    expect(validatePublication(publication({ year: 2020.5 }), now)).toBe('Year must be between 1900 and 2031');
  });

  it('uses the real current year by default', () => {
    const max = new Date().getFullYear() + 5;
    expect(validatePublication(publication({ year: max }))).toBeNull();
    expect(validatePublication(publication({ year: max + 1 }))).not.toBeNull();
  });
});

describe('software', () => {
  it('accepts a complete entry', () => {
    expect(validateSoftware(software())).toBeNull();
  });

  it.each([
    { name: '' },
    { description: ' ' },
    { repoUrl: '' },
    { license: '' },
    { technologies: [] },
    { technologies: [' '] },
  ])('requires name, description, repoUrl, licence and a technology (%o)', (fields) => {
    expect(validateSoftware(software(fields))).toBe(
      'Please fill in all required fields and add at least one technology',
    );
  });
});

describe('job opening', () => {
  it('accepts a complete job', () => {
    expect(validateJobOpening(job())).toBeNull();
  });

  it.each([{ title: '' }, { description: ' ' }, { location: '' }, { type: '' }, { postedDate: '' }])(
    'requires title, description, location, type and postedDate (%o)',
    (fields) => {
      expect(validateJobOpening(job(fields))).toBe('Please fill in all required fields');
    },
  );

  it('requires at least one non-blank requirement', () => {
    expect(validateJobOpening(job({ requirements: [] }))).toBe('Please add at least one requirement');
    expect(validateJobOpening(job({ requirements: ['  '] }))).toBe('Please add at least one requirement');
  });
});
