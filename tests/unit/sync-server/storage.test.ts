import { afterEach, describe } from 'vitest';

import { openLevelStorage } from '../../../server/sync/storage/level';
import { storageContract } from './storage-contract';
import { type TempDirectory, tempDirectory } from './temp-directory';

describe('sync storage: LevelDB', () => {
  let directory: TempDirectory | undefined;
  afterEach(async () => {
    await directory?.remove();
  });

  storageContract(async () => {
    directory = await tempDirectory();
    const path = directory.path;
    const storage = await openLevelStorage(path);
    return {
      storage,
      reopen: async () => {
        await storage.close();
        return openLevelStorage(path);
      },
    };
  });
});
