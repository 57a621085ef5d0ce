/** The lab's people: their own pages at /team/{id}. */
import { PROFILE_IMAGE_MAX_SIDE } from '../constants';
import { declareCollection, email, file, flag, image, list, markdown, relation, special, text, url } from '../fields';

export const declaration = declareCollection({
  singular: 'team member',
  plural: 'team members',
  type: 'TeamMember',
  idPrefix: 'member',
  list: { title: 'Manage Team Members', one: 'team member', many: 'team members' },
  card: { title: 'Team', caption: 'team members' },
  fields: [
    special('id', 'ID'),
    text('name', 'Name', { required: true }),
    text('role', 'Role', { required: true, translatable: true }),
    markdown('bio', 'Bio', { required: true, translatable: true }),
    image('imageUrl', 'Profile image', {
      alt: { key: 'imageAlt', label: 'Image alt text', translatable: true },
      folder: 'team',
      upload: 'Upload image',
      url: 'Image URL',
      // The form's file button is the way a photo is meant to come in.
      fix: 'upload',
      displayWidth: 400,
      maxSide: PROFILE_IMAGE_MAX_SIDE,
    }),
    special('color', 'Colour'),
    // Each project once, whatever the stored list repeats.
    relation('projects', 'Projects', { target: 'projects', many: true }),
    email('email', 'Email'),
    text('github', 'GitHub username', { optional: true, help: 'The code-hosting username only, e.g. octocat; the site links it to github.com.' }),
    file('cvUrl', 'Upload CV (PDF)', { optional: true, folder: 'team/cv', help: 'PDF only, at most 5 MB.' }),
    relation('publications', 'Publications', { target: 'publications', many: true, optional: true }),
    // Former members (docs/decisions/020).
    flag('alumni', 'Alumni', { optional: true }),
    special('alumniYear', 'End year', { optional: true, help: "Alumni are listed in the team page's Alumni section, with the year they left." }),
    special('orcid', 'ORCID iD', { optional: true, checked: true, help: 'Optional, e.g. 0000-0002-1825-0097; checked with its check digit.' }),
    url('scholarUrl', 'Google Scholar profile', { optional: true, checked: true, help: "Optional: the profile's full address (https://scholar.google.com/citations?user=...)." }),
    url('website', 'Personal website', { optional: true, checked: true, help: 'Optional.' }),
    // Other spellings of the member's name on papers (docs/decisions/071).
    list('nameVariants', 'Name variants', { optional: true, review: 'name variants (other spellings on papers)' }),
  ],
});
