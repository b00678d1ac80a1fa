// A loopback stand-in for ClickUp's task API (POST /api/v2/list/{list_id}/task) for the browser
// journeys: the app is pointed at it with CLICKUP_API_URL, and GET /tasks lists what it received.
import { createServer } from 'node:http';

type Received = { listId: string; authorization: string | undefined; body: unknown };

const port = Number(process.env['CLICKUP_STUB_PORT']);
if (!port) throw new Error('CLICKUP_STUB_PORT is required');
const received: Received[] = [];

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/tasks') return send(200, received);
  const task = /^\/api\/v2\/list\/([^/]+)\/task$/.exec(url.pathname);
  if (request.method !== 'POST' || !task) return send(404, { err: 'Route not found' });
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      listId: decodeURIComponent(task[1] ?? ''),
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
    });
    send(200, { id: `task-${received.length}` });
  });
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
