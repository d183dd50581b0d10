// npm run dev: the API server (restarting on change) and Vite's dev server proxying /ace-apis to it.
import { spawn } from 'node:child_process';

const procs = [spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit' }), spawn('npx', ['vite'], { stdio: 'inherit' })];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', stop));
