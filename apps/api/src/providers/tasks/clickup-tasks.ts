// ClickUp adapter of the task-tracker port: POST /api/v2/list/{list_id}/task with a personal
// API token (https://clickup.com/api/clickupreference/operation/CreateTask/).
import { z } from 'zod';
import type { NewTask, TaskTracker } from './port';

export type ClickUpConfig = { apiToken: string; listId: string; apiUrl: string };

const createdTask = z.object({ id: z.string().min(1) });

export function createClickUpTasks(
  config: ClickUpConfig,
  fetchImpl: typeof fetch = fetch,
): TaskTracker {
  return {
    kind: 'clickup',
    async createTask(task: NewTask) {
      const url = `${config.apiUrl}/api/v2/list/${encodeURIComponent(config.listId)}/task`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { Authorization: config.apiToken, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: task.name,
          description: task.description,
          tags: task.tags,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        // Never the token; ClickUp's error body names what it refused ({ err, ECODE }).
        const body = (await response.text()).slice(0, 300);
        throw new Error(`ClickUp refused the task: HTTP ${response.status} ${body}`);
      }
      return createdTask.parse(await response.json());
    },
  };
}
