// The yardstick for `npm run bench`: a bare Fastify answering one small JSON object, so our
// routes' throughput is read as a share of what the framework does on this machine, this run.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
