/** Every Redis key the server uses, in one place (BullMQ's own keys live under `bull:`). */
export const QUEUE_NAME = 'quarry-jobs';
export const REDIS = {
  creditsUsed: 'quarry:credits:used',
  refunded: (requestId: string) => `quarry:refunded:${requestId}`,
  recipes: 'quarry:recipes',
  recipesVersion: 'quarry:recipes:version',
  metrics: 'quarry:metrics',
  hostSlots: (host: string) => `quarry:host:${host}:slots`,
  hostLast: (host: string) => `quarry:host:${host}:last`,
} as const;
