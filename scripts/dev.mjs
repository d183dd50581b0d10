// npm run dev: the API server (restarting on change) and Vite's dev server proxying /ace-apis to it.
import { spawn } from 'node:child_process';

// The API contract (OpenAPI page at /ace-apis/docs) is on while developing unless ACE_API_DOCS says otherwise.
const serverEnv = { ...process.env, ACE_API_DOCS: process.env.ACE_API_DOCS || '1' };
const procs = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env: serverEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', stop));
