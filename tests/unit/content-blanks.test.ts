import { describe, expect, it } from 'vitest';
import { blankItem } from '../../shared/content/model/blanks';

describe('blankItem: a new item from its schema', () => {
  it('gives every required field its empty value, in the schema order, and no optional field', () => {
    const item = blankItem('publications');
    expect(Object.keys(item)).toEqual([
      'id',
      'title',
      'journal',
      'year',
      'type',
      'authors',
      'citation',
      'url',
      'keywords',
      'projectIds',
      'softwareIds',
    ]);
    expect(item).toEqual({
      id: 'new',
      title: '',
      journal: '',
      year: new Date().getFullYear(),
      type: '',
      authors: [],
      citation: '',
      url: '',
      keywords: [],
      projectIds: [],
      softwareIds: [],
    });
  });

  it('takes the form defaults over the schema values and places them in the schema order', () => {
    const item = blankItem('publications', { type: 'Journal Article', authors: [''], doi: '', abstract: '' });
    expect(Object.keys(item)).toEqual([
      'id',
      'title',
      'journal',
      'year',
      'type',
      'authors',
      'citation',
      'doi',
      'url',
      'abstract',
      'keywords',
      'projectIds',
      'softwareIds',
    ]);
    expect(item.type).toBe('Journal Article');
    expect(item.authors).toEqual(['']);
  });

  it('gives flags and colours their stored defaults', () => {
    expect(blankItem('jobOpenings').isOpen).toBe(true);
    expect(blankItem('software').featured).toBe(false);
    expect(blankItem('teamMembers').color).toBe('#000000');
    expect(blankItem('projects')).toMatchObject({ status: 'ongoing', category: [], color: '', topicsWithColors: [] });
  });

  it('matches the blank items the forms wrote by hand', () => {
    expect(blankItem('projects', { image: '', startDate: '', endDate: '' })).toEqual({
      id: 'new',
      title: '',
      description: '',
      category: [],
      team: [],
      color: '',
      topics: [],
      topicsWithColors: [],
      status: 'ongoing',
      publications: [],
      emojiHexcodes: [],
      image: '',
      startDate: '',
      endDate: '',
    });
    expect(blankItem('collaborators', { logo: '' })).toEqual({ id: 'new', name: '', url: '', logo: '' });
    expect(blankItem('fundingSources', { logo: '' })).toEqual({
      id: 'new',
      name: '',
      url: '',
      logo: '',
      grantNumber: '',
      amount: '',
      duration: '',
    });
    expect(blankItem('newsItems', { date: '2026-01-02', imageUrl: '', emojiHexcodes: [] })).toEqual({
      id: 'new',
      title: '',
      content: '',
      date: '2026-01-02',
      author: '',
      featured: false,
      tags: [],
      imageUrl: '',
      emojiHexcodes: [],
    });
    expect(blankItem('teamMembers', { id: 'member-1', color: '#00AAFF', github: '', cvUrl: '' })).toEqual({
      id: 'member-1',
      name: '',
      role: '',
      bio: '',
      imageUrl: '',
      color: '#00AAFF',
      projects: [],
      email: '',
      github: '',
      cvUrl: '',
    });
  });

  it('returns a fresh item each time', () => {
    const a = blankItem('projects');
    a.team.push('x');
    expect(blankItem('projects').team).toEqual([]);
  });
});
