import { mergeHostSave } from './host-save-merge';

const row = (id: string, addedInVersion: number) => ({ id, addedInVersion, attending: true });
const entry = (firstName: string, id?: string) => ({
  ...(id ? { id } : {}),
  firstName,
  shirtSize: null,
  notes: null,
  photoConsent: false,
});

describe('mergeHostSave', () => {
  const stored = [row('maya', 1), row('sam', 2), row('kai', 4)];

  it('keeps rows added after the read, removes rows read and left out, and takes new rows', () => {
    const merge = mergeHostSave(stored, [entry('Leo'), entry('Maya', 'maya')], 3);
    expect(merge.listed).toEqual([{ entry: entry('Leo') }, { entry: entry('Maya', 'maya'), before: stored[0] }]);
    expect(merge.unseen).toEqual([stored[2]]);
    expect(merge.removed).toEqual([stored[1]]);
  });

  it('drops entries naming a row no longer stored, and a row named twice after its first', () => {
    const merge = mergeHostSave(stored, [entry('Gone', 'gone'), entry('Maya', 'maya'), entry('Again', 'maya')], 4);
    expect(merge.listed.map((l) => l.entry.firstName)).toEqual(['Maya']);
    expect(merge.removed).toEqual([stored[1], stored[2]]);
  });
});
