import path from 'node:path';
import { writeFakeRemoteDist, type TestApp } from '../testing/test-app.test-support';

/** Publishes a remote's fake build to the test app's registry, as `pnpm build` publishes the real ones. */
export async function publishFakeRemote(testApp: TestApp, name: string, version: string): Promise<void> {
  await writeFakeRemoteDist(path.join(testApp.registryDir, name, version), { name, version, contractVersion: 1 });
}
