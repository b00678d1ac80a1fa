// The task-tracker port: contact requests become tasks for operators. Services depend on this,
// never on ClickUp's HTTP API.

export type NewTask = {
  name: string;
  /** Plain text; the adapter may render it as the tracker's description. */
  description: string;
  tags: string[];
};

export interface TaskTracker {
  /** Creates the task; throws when the tracker refuses it (the job retries). */
  createTask(task: NewTask): Promise<{ id: string }>;
  readonly kind: 'clickup';
}
