/**
 * Browser and system read from a user agent, as 登录日志 shows them (Chrome 131, Windows 10). The
 * first match wins, so the specific ones (微信, Edge) come before the engines they are built on.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/MicroMessenger\/([\d.]+)/, '微信'],
  [/DingTalk\/([\d.]+)/, '钉钉'],
  [/QQBrowser\/([\d.]+)/, 'QQ浏览器'],
  [/UCBrowser\/([\d.]+)/, 'UC浏览器'],
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/HeadlessChrome\/([\d.]+)/, 'Chrome Headless'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/Windows NT 10\.0/, () => 'Windows 10/11'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/(?:iPhone|iPad|iPod).*OS (\d+)[_.](\d+)/, (m) => `iOS ${m[1]}.${m[2]}`],
  [/Mac OS X (\d+)[_.](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
  [/HarmonyOS/, () => 'HarmonyOS'],
  [/Android (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

export function browserAndSystem(agent: string): { browser: string; os: string } {
  let browser = '';
  for (const [re, name] of BROWSERS) {
    const m = agent.match(re);
    if (m) {
      browser = `${name} ${m[1].split('.')[0]}`;
      break;
    }
  }
  let os = '';
  for (const [re, name] of SYSTEMS) {
    const m = agent.match(re);
    if (m) {
      os = name(m);
      break;
    }
  }
  return { browser: browser || (agent ? '其他' : ''), os: os || (agent ? '其他' : '') };
}
