/** What the browser says about this site's storage: how much is used, how much is allowed, and whether it is kept. */
export interface StorageInfo {
  usage?: number;
  quota?: number;
  persisted?: boolean;
}

export async function readStorageInfo(): Promise<StorageInfo> {
  if (typeof navigator === 'undefined' || !navigator.storage) return {};
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate().catch(() => ({}) as StorageEstimate),
    navigator.storage.persisted?.().catch(() => undefined),
  ]);
  return { usage: estimate.usage, quota: estimate.quota, persisted };
}

/** Asks the browser to keep this site's data under storage pressure; resolves to whether it will. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
