// npm run dev: the API server (restarting on change) and Vite's dev server proxying /ace-apis to it.
import { spawn } from 'node:child_process';

// The API contract (OpenAPI page at /ace-apis/docs) is on while developing unless ACE_API_DOCS says otherwise;
// so are the SMS codes in the reply and on screen while no SMS channel is configured (docs/operations.md,
// 短信通道): sign-up and 忘记密码 can be tried without an SMS account. Production never sets it.
const serverEnv = {
  ...process.env,
  ACE_API_DOCS: process.env.ACE_API_DOCS || '1',
  ACE_SMS_DEV_CODES: process.env.ACE_SMS_DEV_CODES || '1',
  // What allows the codes above (server/src/config.ts refuses them anywhere else).
  NODE_ENV: 'development',
};
const procs = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env: serverEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', stop));
