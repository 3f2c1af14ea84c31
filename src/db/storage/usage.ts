/** What the browser says about this site's storage: how much is used, how much is allowed, and whether it is kept. */
export interface StorageInfo {
  usage?: number;
  quota?: number;
  persisted?: boolean;
}

/**
 * The StorageManager, or undefined where there is none: the DOM lib declares it always present, but
 * plain http pages and older browsers lack it (or some of its methods).
 */
function storageManager(): Partial<StorageManager> | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const manager: StorageManager | undefined = navigator.storage;
  return manager;
}

export async function readStorageInfo(): Promise<StorageInfo> {
  const manager = storageManager();
  if (!manager?.estimate) return {};
  const [estimate, persisted] = await Promise.all([
    manager.estimate().catch((): StorageEstimate => ({})),
    manager.persisted?.().catch(() => undefined),
  ]);
  return { usage: estimate.usage, quota: estimate.quota, persisted };
}

/** Asks the browser to keep this site's data under storage pressure; resolves to whether it will. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await storageManager()?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
