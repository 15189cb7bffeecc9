// `npm run dev`: the server restarted on change (tsx watch) and Vite's dev server with its proxy.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', 'packages/server/src/main.ts', 'start'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@meridian/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
