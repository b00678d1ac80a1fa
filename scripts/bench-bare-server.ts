// The baseline for the throughput benchmark: a bare Fastify route answering the same JSON
// as GET /api/global/webapp, with none of the app's plugins.
import Fastify from 'fastify';
import { loadConfig } from '../apps/api/src/platform/config';
import { webappConfig } from '../apps/api/src/modules/global/service';

const body = webappConfig(loadConfig({}));
const app = Fastify();
app.get('/api/global/webapp', async () => body);
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
process.stdout.write('ready\n');
