import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { contextActions } from '../../extension/panel/page-context';

const content = seedContent();
const project = content.projects[0]!;
const member = content.teamMembers[0]!;
const news = content.newsItems[0]!;
const publication = content.publications[0]!;

describe('page context', () => {
  it('offers the page’s own project or member in one click', () => {
    expect(contextActions({ path: `/projects/${project.id}` }, content)).toEqual([
      { label: 'Edit this project', detail: project.title, to: `/admin/projects/edit/${project.id}` },
    ]);
    expect(contextActions({ path: `/team/${member.id}` }, content)).toEqual([
      { label: 'Edit this team member', detail: member.name, to: `/admin/team/edit/${member.id}` },
    ]);
  });

  it('offers the list on list pages, and the item a hash points at', () => {
    expect(contextActions({ path: '/feed' }, content)).toEqual([{ label: 'Manage news', to: '/admin/news' }]);
    expect(contextActions({ path: '/feed', hash: `#${news.id}` }, content)[0]).toEqual({
      label: 'Edit this news item',
      detail: news.title,
      to: `/admin/news/edit/${news.id}`,
    });
    expect(contextActions({ path: '/publications', hash: `#${publication.id}` }, content).map((a) => a.to)).toEqual([
      `/admin/publications/edit/${publication.id}`,
      '/admin/publications',
    ]);
    expect(contextActions({ path: '/software' }, content)).toEqual([{ label: 'Manage software', to: '/admin/software' }]);
    expect(contextActions({ path: '/join-us' }, content)).toEqual([{ label: 'Manage job openings', to: '/admin/jobs' }]);
  });

  it('offers the home page’s featured items and team image', () => {
    expect(contextActions({ path: '/' }, content).map((a) => a.to)).toEqual(['/admin/featured', '/admin/team-image']);
  });

  it('offers nothing for unknown items or other pages', () => {
    expect(contextActions({ path: '/projects/project-does-not-exist' }, content)).toEqual([]);
    expect(contextActions({ path: '/contact' }, content)).toEqual([]);
    expect(contextActions({ path: '/admin/projects' }, content)).toEqual([]);
    expect(contextActions({ path: '/projects/a/b' }, content)).toEqual([]);
  });
});
