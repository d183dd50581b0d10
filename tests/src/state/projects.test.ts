import { afterEach, describe, expect, it } from 'vitest';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { loadProjects, pickCurrentProject, selectProject } from '../../../src/state/projects';
import { readStored, writeStored } from '../../../src/storage/clientStorage';

const MAIN = { _id: 'p-main', name: 'Main', isDefault: true };
const EAST = { _id: 'p-east', name: '华东分公司', isDefault: false };
let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());

describe('projects', () => {
  it('selects Main when no project is selected, even when it is not first', () => {
    expect(pickCurrentProject([EAST, MAIN], undefined)).toBe(MAIN);
  });

  it('keeps the stored project while the list still holds it', () => {
    expect(pickCurrentProject([MAIN, EAST], 'p-east')).toBe(EAST);
  });

  it('falls back to Main when the stored project is gone, to the first without Main, to none for no projects', () => {
    expect(pickCurrentProject([MAIN, EAST], 'p-old')).toBe(MAIN);
    expect(pickCurrentProject([EAST], undefined)).toBe(EAST);
    expect(pickCurrentProject([], undefined)).toBeUndefined();
  });

  it('loading caches the list as userProject and stores Main as currentProject', async () => {
    writeStored('currentProject', 'p-of-an-old-session');
    fake = installFakeAdapter(() => ({ data: envelope({ value: [MAIN, EAST] }) }));
    const { current } = await loadProjects();
    expect(fake.requests[0].url).toBe('/setting/project/listByUser');
    // The list call must not send a project the server may reject.
    expect(fake.requests[0].headers.projectid).toBeUndefined();
    expect(current).toEqual(MAIN);
    expect(readStored('userProject')).toEqual([MAIN, EAST]);
    expect(readStored('currentProject')).toBe('p-main');
  });

  it('switching stores the choice as currentProject, sent by later calls', async () => {
    selectProject('p-east');
    expect(readStored('currentProject')).toBe('p-east');
    fake = installFakeAdapter(() => ({ data: envelope({ value: [MAIN, EAST] }) }));
    await loadProjects();
    expect(readStored('currentProject')).toBe('p-east');
  });
});
