import type { ProgressResponse } from '@quit/contracts/programme';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const progressResponseSchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.progressResponseSchema),
);

/**
 * Tells the API how far the player got; the server keeps the furthest point and answers
 * `justWatched` once, for the report that reached 90 % (P1). Failures stay quiet: the next
 * report carries the position again, and a toast every few seconds would drown the video.
 */
export async function reportProgress(
  resourceId: string,
  positionSeconds: number,
): Promise<ProgressResponse> {
  return apiRequest(`/resource/${encodeURIComponent(resourceId)}/progress`, {
    method: 'POST',
    body: { positionSeconds },
    schema: progressResponseSchema,
    notify: false,
  });
}
