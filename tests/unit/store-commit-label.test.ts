import { describe, expect, it } from 'vitest';
import { entityLabel, isCommitLabel, parseLabel } from '../../shared/store/commit-label';
import { describeChange } from '../../shared/store/history';
import { bridgeRequestSchema } from '../../extension/messages';

describe('commit labels', () => {
  it('reads an item change back into its verb and collection', () => {
    expect(parseLabel(entityLabel('save', 'teamMembers'))).toEqual({
      type: 'entity',
      verb: 'save',
      kind: 'teamMembers',
    });
    expect(parseLabel('reorder projects')).toEqual({ type: 'entity', verb: 'reorder', kind: 'projects' });
    expect(parseLabel('save nothing')).toEqual({ type: 'words', text: 'save nothing' });
    expect(parseLabel('save projects twice')).toEqual({ type: 'words', text: 'save projects twice' });
  });

  it('reads undo labels, settings changes and worded labels', () => {
    expect(parseLabel('undo: Saved project “Atlas”')).toEqual({ type: 'undo', of: 'Saved project “Atlas”' });
    expect(parseLabel('team image')).toEqual({ type: 'setting', change: 'team image' });
    expect(parseLabel('import 3 publications')).toEqual({ type: 'words', text: 'import 3 publications' });
  });

  it('tells the store’s labels from other text', () => {
    for (const label of [
      'save news' + 'Items',
      'delete software',
      'featured',
      'lab profile',
      'import 12 publications',
      'updated 4 citation counts',
      'merged the preprint “A “quoted” title” into its published version',
      'undo: anything',
    ])
      expect(isCommitLabel(label), label).toBe(true);
    for (const label of [
      '',
      'saved',
      ' save projects',
      'import many publications',
      'drop table',
      'toString',
      '__proto__',
    ])
      expect(isCommitLabel(label), label).toBe(false);
  });

  it('describes labels older entries stored as text the way they always read', () => {
    expect(describeChange('start empty')).toBe('Start empty');
    expect(describeChange('restore backup')).toBe('Restore backup');
    expect(describeChange('lab profile')).toBe('Lab profile');
    expect(describeChange('import 3 publications')).toBe('Import 3 publications');
    expect(describeChange('save')).toBe('Save');
    expect(describeChange('undo: undo: featured')).toBe('Undid: Undid: Changed the featured items');
  });

  it('lets the side panel send only the store’s labels', () => {
    const write = (label: string) =>
      bridgeRequestSchema.safeParse({
        type: 'content:write',
        changes: [{ key: 'projects', value: '[]', expected: null }],
        label,
      }).success;
    expect(write('save projects')).toBe(true);
    expect(write('rm -rf')).toBe(false);
    expect(write('undo: ' + 'x'.repeat(2000))).toBe(false);
  });
});
