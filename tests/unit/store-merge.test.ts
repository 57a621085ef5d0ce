import { describe, expect, it } from 'vitest';
import { mergeContent, mergeValue } from '../../shared/store/merge';

const item = (id: string, title: string) => ({ id, title });

describe('item-level merge', () => {
  const base = [item('a', 'A'), item('b', 'B'), item('c', 'C')];

  it('applies a change to one item on top of another editor’s change to another item', () => {
    const mine = [item('a', 'A mine'), item('b', 'B'), item('c', 'C')];
    const theirs = [item('a', 'A'), item('b', 'B theirs'), item('c', 'C')];
    const result = mergeValue('projects', base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.value).toEqual([item('a', 'A mine'), item('b', 'B theirs'), item('c', 'C')]);
  });

  it('reports the same item changed differently, and leaves theirs unless told to overwrite', () => {
    const mine = [item('a', 'A mine'), item('b', 'B'), item('c', 'C')];
    const theirs = [item('a', 'A theirs'), item('b', 'B'), item('c', 'C')];
    expect(mergeValue('projects', base, mine, theirs)).toMatchObject({
      conflicts: [{ key: 'projects', id: 'a' }],
      value: theirs,
    });
    expect(mergeValue('projects', base, mine, theirs, 'theirs').value).toEqual(theirs);
    expect(mergeValue('projects', base, mine, theirs, 'mine').value[0]).toEqual(item('a', 'A mine'));
  });

  it('keeps additions and deletions of both sides, and puts an added item after its neighbour', () => {
    const mine = [item('a', 'A'), item('n', 'New mine'), item('b', 'B'), item('c', 'C')];
    const theirs = [item('a', 'A'), item('b', 'B'), item('t', 'New theirs')];
    const result = mergeValue('projects', base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.value.map((entry) => entry.id)).toEqual(['a', 'n', 'b', 't']);
  });

  it('deleting an item someone changed since is a conflict', () => {
    const mine = [item('a', 'A'), item('c', 'C')];
    const theirs = [item('a', 'A'), item('b', 'B edited'), item('c', 'C')];
    expect(mergeValue('projects', base, mine, theirs).conflicts).toEqual([{ key: 'projects', id: 'b' }]);
  });

  it('applies a reorder on top of an edit, and refuses two different reorders', () => {
    const mine = [item('c', 'C'), item('a', 'A'), item('b', 'B')];
    const edited = [item('a', 'A'), item('b', 'B edited'), item('c', 'C')];
    expect(mergeValue('projects', base, mine, edited).value).toEqual([
      item('c', 'C'),
      item('a', 'A'),
      item('b', 'B edited'),
    ]);
    const reordered = [item('b', 'B'), item('a', 'A'), item('c', 'C')];
    expect(mergeValue('projects', base, mine, reordered).conflicts).toEqual([{ key: 'projects', what: 'order' }]);
  });

  it('merges settings per property and text values whole', () => {
    const result = mergeValue(
      'topicColorRegistry',
      { x: 1, y: 2 } as never,
      { x: 5, y: 2 } as never,
      { x: 1, y: 2, z: 3 } as never,
    );
    expect(result).toMatchObject({ conflicts: [], value: { x: 5, y: 2, z: 3 } });
    expect(mergeValue('teamImage', '/a.jpg', '/b.jpg', '/c.jpg').conflicts).toEqual([{ key: 'teamImage' }]);
    expect(mergeValue('teamImage', '/a.jpg', '/b.jpg', '/a.jpg').value).toBe('/b.jpg');
  });

  it('lists only the keys whose value changes', () => {
    const result = mergeContent(
      ['projects', 'teamImage'],
      { projects: base as never, teamImage: '/a.jpg' },
      { projects: base as never, teamImage: '/b.jpg' },
      {
        projects: base,
        teamImage: '/a.jpg',
      } as never,
    );
    expect(result.changed).toEqual(['teamImage']);
  });
});
