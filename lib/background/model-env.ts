import { hasHostPermission } from '../browser/host-permission';
import { keepWorkerAlive } from '../browser/keep-alive';
import type { ModelClientEnv } from '../extract/create-model-client';

/** The real browser environment for model calls made in the service worker. */
export function browserModelEnv(): ModelClientEnv {
  return { hasHostPermission, keepAlive: () => keepWorkerAlive() };
}
