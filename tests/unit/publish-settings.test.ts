import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shared/store/persistence';
import { createPublishSettings, PUBLISH_TARGET_KEY, PUBLISH_TOKEN_KEY } from '../../shared/store/publish-settings';

const TOKEN = 'github_pat_unit_test_token';

describe('publish settings', () => {
  it('keeps the repository in lasting storage and the token in session storage only', async () => {
    const lasting = memoryStorage();
    const session = memoryStorage();
    const settings = createPublishSettings(lasting, session);
    await settings.saveTarget({ repository: 'halden-lab/lab-site', base: 'main' });
    await settings.saveToken(TOKEN);
    expect(JSON.parse(lasting.getItem(PUBLISH_TARGET_KEY)!)).toEqual({
      repository: 'halden-lab/lab-site',
      base: 'main',
    });
    expect(session.getItem(PUBLISH_TOKEN_KEY)).toBe(TOKEN);
    for (let i = 0; i < lasting.length; i += 1) expect(lasting.getItem(lasting.key(i)!)).not.toContain(TOKEN);
    expect(await settings.loadToken()).toBe(TOKEN);
    await settings.forgetToken();
    expect(await settings.loadToken()).toBeNull();
    expect(session.getItem(PUBLISH_TOKEN_KEY)).toBeNull();
    expect(await settings.loadTarget()).toEqual({ repository: 'halden-lab/lab-site', base: 'main' });
  });

  it('ignores a damaged saved target and survives storage that throws', async () => {
    const lasting = memoryStorage();
    lasting.setItem(PUBLISH_TARGET_KEY, '{not json');
    expect(await createPublishSettings(lasting, null).loadTarget()).toBeNull();
    const broken = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    const settings = createPublishSettings(broken, broken);
    await settings.saveToken(TOKEN);
    // Kept in memory for this page only when the session storage refuses it.
    expect(await settings.loadToken()).toBe(TOKEN);
  });
});
