/**
 * `npm run dev`: Parcel rebuilds the storefront into dist/ on every change, and the server restarts on every change
 * of its own code (tsx watch). Open http://localhost:8080 (or PORT). Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { removePrecompressed } from '../src/server/build/precompress';

process.env.NODE_ENV = 'development';
// The watch build is not compressed ahead: copies left from `npm run build` would shadow the files Parcel rewrites.
removePrecompressed(path.join(import.meta.dirname, '..', 'dist'));
const children = [
  spawn('npx', ['parcel', 'watch'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit' }),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
