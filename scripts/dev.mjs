// The developer servers on ports of your choosing, so two checkouts can run side by side:
//   node scripts/dev.mjs dev|dev:mock|mock|storybook [--port N] [other arguments for the tool]
// Ports come from --port, else PORT (web dev server), MOCK_PORT (Prism), STORYBOOK_PORT, BFF_PORT
// (the dev BFF), else the defaults below.
import { delimiter, resolve } from 'node:path';
import concurrently from 'concurrently';

// Run as `node scripts/dev.mjs` too, not only from npm: the tools come from node_modules/.bin.
process.env.PATH = `${resolve(import.meta.dirname, '../node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`;

const DEFAULTS = { PORT: 5173, MOCK_PORT: 4010, STORYBOOK_PORT: 6006, BFF_PORT: 3001 };
// Which port --port sets for each command.
const PORT_OF = { dev: 'PORT', 'dev:mock': 'PORT', mock: 'MOCK_PORT', storybook: 'STORYBOOK_PORT' };

function fail(message) {
  console.error(message);
  process.exit(2);
}

function portNumber(name, value) {
  const port = Number(value);
  if (!/^\d+$/.test(String(value)) || port < 1 || port > 65535) fail(`${name}=${value} is not a port (1 to 65535)`);
  return port;
}

/** --port N, --port=N or -p N out of the arguments; the rest go to the tool. */
function takePort(args) {
  const rest = [];
  let port;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--port' || arg === '-p') {
      port = args[i + 1];
      i += 1;
    } else if (arg.startsWith('--port=')) {
      port = arg.slice('--port='.length);
    } else {
      rest.push(arg);
    }
  }
  return { port, rest };
}

const [command, ...args] = process.argv.slice(2);
if (!(command in PORT_OF)) fail(`usage: node scripts/dev.mjs ${Object.keys(PORT_OF).join('|')} [--port N]`);
const { port: given, rest } = takePort(args);
const ports = Object.fromEntries(
  Object.entries(DEFAULTS).map(([name, fallback]) => {
    const value = name === PORT_OF[command] && given !== undefined ? given : process.env[name];
    return [name, value === undefined || value === '' ? fallback : portNumber(name, value)];
  }),
);
const extra = rest.map((arg) => JSON.stringify(arg)).join(' ');
const prism = { name: 'prism', command: `prism mock openapi.yaml --host 127.0.0.1 --port ${ports.MOCK_PORT} ${extra}` };
const web = (env) => ({ name: 'web', command: `npm run dev -w @ile/web -- ${extra}`, env: { PORT: String(ports.PORT), ...env } });

const commands = {
  dev: [
    { name: 'bff', command: 'npm run dev -w @ile/bff', env: { BFF_PORT: String(ports.BFF_PORT) } },
    web({ BFF_PORT: String(ports.BFF_PORT) }),
  ],
  'dev:mock': [prism, web({ MOCK_API: `http://127.0.0.1:${ports.MOCK_PORT}`, MOCK_USER: process.env.MOCK_USER ?? 'customer' })],
  mock: [prism],
  storybook: [{ name: 'storybook', command: `storybook dev -p ${ports.STORYBOOK_PORT} ${extra}` }],
}[command];

const { result } = concurrently(commands, { killOthersOn: ['failure', 'success'], prefix: commands.length > 1 ? 'name' : 'none' });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
