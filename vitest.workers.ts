/**
 * Test files run at once, the same number in every project (Vitest refuses projects of one
 * run with different counts). Vitest's default is one fewer than the cores: a single worker on
 * a 2-core CI machine, which then waits on PostgreSQL, timers and child processes with a core
 * idle. Three keep both cores busy (docs/decisions/0049-test-suite-speed.md). Each project's own
 * config must name it: the root config's `maxWorkers` does not reach the projects.
 */
export const maxWorkers = 3;
