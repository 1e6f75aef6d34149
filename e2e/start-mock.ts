// Starts `npm run dev:mock` as a front-end developer does (the web dev server against Prism), as one
// persona, on free ports.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, untilAnswers, type RunningApp } from './start-app.ts';

const root = resolve(import.meta.dirname, '..');

export async function startMock(persona: 'visitor' | 'customer' | 'admin' | 'pro'): Promise<RunningApp> {
  const [port, mockPort] = [await freePort(), await freePort()];
  let output = '';
  // Its own process group, so stopping it stops Prism and Vite too.
  const child = spawn(process.execPath, [resolve(root, 'scripts/dev.mjs'), 'dev:mock', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', MOCK_PORT: String(mockPort), MOCK_USER: persona },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const baseUrl = `http://localhost:${port}`;
  await untilAnswers(`${baseUrl}/app/fetchServices`, child, () => output, 'dev:mock', 120_000);
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      return exited;
    },
  };
}
