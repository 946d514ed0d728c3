import { spawn } from 'node:child_process';

/**
 * `npm run dev:inspect`: runs `npm run dev` and, once the shop answers, prints the address with `?inspect` and opens
 * it in the default browser (not with `--no-open`, or where there is no display). That page attaches the Stately
 * inspector (stately.ai, so it needs the internet) to every actor: allow the pop-up it opens. Ctrl+C stops it all.
 */

const port = Number(process.env.PORT ?? 8080);
const url = `http://localhost:${port}/?inspect`;
const noOpen = process.argv.includes('--no-open');

const dev = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'dev'], {
  stdio: 'inherit',
  env: process.env,
});
const stop = () => dev.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));

async function answers(): Promise<boolean> {
  try {
    const res = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

function openBrowser(): void {
  const headless = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
  if (noOpen || headless) return;
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
  child.on('error', () => {}); // no opener installed: the printed address is enough
  child.unref();
}

for (let waited = 0; waited < 600_000; waited += 1000) {
  if (await answers()) {
    console.log(`\n  Stately inspector: open ${url}  (or add ?inspect to any page of the shop)\n`);
    openBrowser();
    break;
  }
  await new Promise((r) => setTimeout(r, 1000));
}
