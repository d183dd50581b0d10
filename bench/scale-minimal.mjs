import Fastify from 'fastify';

/**
 * The least a Fastify server is: one route, no database. `npm run bench:scale` measures the real
 * server's start time and idle memory against it. Plain JavaScript run by node (no tsx loader), as the
 * real server runs its bundle. Usage: node bench/scale-minimal.mjs <port>
 */
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
