// Child process for listen.test.ts: serve on an ephemeral port, report it, record onClose on stdout.
import Koa from 'koa';
import { createLogger, listen } from '../src';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = listen(app, {
  port: 0,
  host: '127.0.0.1',
  name: 'fixture',
  logger: createLogger('fixture'),
  onClose: () => {
    process.stdout.write('ONCLOSE\n');
  },
});
server.on('listening', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`PORT ${address.port}\n`);
});
