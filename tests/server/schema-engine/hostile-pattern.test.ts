import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { anotherTenantAdmin, ok, refusal } from '../helpers/replies';
import { PATTERN_WORK_LIMIT, PATTERNED_TEXT_MAX_LENGTH, patternSize } from '../../../src/schemas/textPattern';
import { COSTLIEST, COSTLIEST_TEXT_MAX, abText } from '../helpers/costly-pattern';

/**
 * A tenant's admin designs a field whose pattern backtracks exponentially in V8 (`^(a+)+$`) and
 * sends text made to trigger it, while another tenant works. Patterns run in RE2
 * (src/schemas/textPattern.ts), so the attack costs time linear in the text: every call answers, and
 * none of the other tenant's waits more than 100 ms longer than the same calls without the attack
 * (the baseline is measured here, on this machine, in this run).
 *
 * Linear in the text is not enough: each character may cost the whole compiled program. So the
 * costliest pattern the rule accepts meets the longest text its field may then hold, and the
 * pattern of a huge program (`\S{999}` ten times, a second per 10,000 characters) is refused at save.
 */
const TRAP = '^(a+)+$';
/** The longest text the trap's field may hold: the cap of a patterned text, or less where its cost says so. */
const TEXT_MAX = Math.min(PATTERNED_TEXT_MAX_LENGTH, Math.floor(PATTERN_WORK_LIMIT / patternSize(TRAP)!));
const designed = (name: string, pattern: string, maxLength = TEXT_MAX) => ({
  name,
  label: '陷阱',
  titleField: 'code',
  fields: [{ name: 'code', label: '编码', type: 'textarea', pattern, maxLength }],
});
const trap = designed('trap', TRAP);
/** The costliest pattern the rule accepts, with the longest text it may check (helpers/costly-pattern.ts). */
const heavy = designed('heavy', COSTLIEST, COSTLIEST_TEXT_MAX);
const HUGE_PROGRAM = `${'\\S{999}'.repeat(10)}\\s`;
const SLACK_MS = 100;
const ATTACKS = 8;

describe.each(dialects)('a hostile pattern meets hostile input on %s', (dialect) => {
  let t: TestApp;
  let attacker: Caller;
  let other: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    attacker = t.as(await t.login('demo_admin'));
    other = await anotherTenantAdmin(t);
    ok(await attacker.post('/setting/resource/save', { schema: trap }));
    ok(await attacker.post('/setting/resource/publish', { name: 'trap' }));
    ok(await attacker.post('/setting/resource/save', { schema: heavy }));
    ok(await attacker.post('/setting/resource/publish', { name: 'heavy' }));
  });
  afterAll(async () => t?.close());

  /** The other tenant's calls, and the process's liveness: each must answer 200. */
  const calls: Array<() => Promise<LightMyRequestResponse>> = [
    () => other.get('/business/customer/list', { pageSize: 5 }),
    () => other.get('/setting/resource/published'),
    () => t.app.inject({ method: 'GET', url: '/ace-apis/health/live' }),
  ];

  /**
   * The calls, all at once, each timed in ms: `rounds` times, and then on for as long as `busy()`
   * says the attack is in flight. A call is timed from when it is sent, through the event loop's
   * queue (as a request from the network arrives), to its answer: whatever holds the loop meanwhile
   * counts. Injected calls could otherwise answer in microtasks alone and never meet the attack.
   */
  async function timedCalls(rounds: number, busy = () => false): Promise<number[]> {
    const times: number[] = [];
    const timed = async (call: () => Promise<LightMyRequestResponse>) => {
      const sent = performance.now();
      await new Promise((queued) => setImmediate(queued));
      const res = await call();
      times.push(performance.now() - sent);
      expect(res.statusCode).toBe(200);
    };
    for (let r = 0; r < rounds || busy(); r++) await Promise.all(calls.map(timed));
    return times;
  }

  /**
   * One attack: ATTACKS calls sending `hostile` at once, the other tenant's calls running until all
   * have answered; the other tenant's times and the attacker's refusals.
   */
  async function underAttack(hostile: string | ((i: number) => string), resource = 'trap') {
    let answered = 0;
    const attack = Promise.all(
      Array.from({ length: ATTACKS }, async (_, i) => {
        const code = typeof hostile === 'string' ? hostile : hostile(i);
        const res = await attacker.post(`/business/custom/${resource}/add`, { code });
        answered++;
        return refusal(res);
      }),
    );
    const times = await timedCalls(1, () => answered < ATTACKS);
    return { times, refused: await attack };
  }

  it('every call answers, and none of the other tenant waits more than 100 ms longer than without the attack', async () => {
    await timedCalls(2); // warm: the first calls compile validators and fill caches
    // From a length that takes a second in a backtracking engine up to the field's limit, one after
    // another: a backtracking engine fails at the first instead of hanging the run at the next.
    for (const hostile of [`${'a'.repeat(27)}!`, `${'a'.repeat(40)}!`, `${'a'.repeat(TEXT_MAX - 1)}!`]) {
      const { times, refused } = await underAttack(hostile);
      // The same calls as many times without the attack, on this machine, now.
      const baseline = await timedCalls(times.length / calls.length);
      const [slowest, usual] = [Math.max(...times), Math.max(...baseline)];
      const said = `${hostile.length} characters, ${times.length} calls: slowest ${slowest.toFixed(1)} ms, without the attack ${usual.toFixed(1)} ms`;
      expect(slowest, said).toBeLessThanOrEqual(usual + SLACK_MS);
      expect(refused).toHaveLength(ATTACKS);
      for (const r of refused) expect(r).toEqual({ status: 400, message: '编码的格式不正确' });
    }
    // The text that matches is saved, as long as the field allows.
    expect(ok(await attacker.post('/business/custom/trap/add', { code: 'a'.repeat(TEXT_MAX) }))).toMatchObject({
      code: 'a'.repeat(TEXT_MAX),
    });
  });

  it('runs the costliest pattern the rule accepts against the longest text, the other tenant waiting no longer', async () => {
    await timedCalls(2);
    // A fresh random text per call: RE2 keeps the states it built, a repeated text would meet them.
    const seed = 1000 * (dialects.indexOf(dialect) + 1);
    const { times, refused } = await underAttack((i) => abText(COSTLIEST_TEXT_MAX, seed + i), 'heavy');
    const baseline = await timedCalls(times.length / calls.length);
    const [slowest, usual] = [Math.max(...times), Math.max(...baseline)];
    const said = `${COSTLIEST_TEXT_MAX} characters, ${times.length} calls: slowest ${slowest.toFixed(1)} ms, without the attack ${usual.toFixed(1)} ms`;
    console.log('MEASURE', said);
    expect(slowest, said).toBeLessThanOrEqual(usual + SLACK_MS);
    for (const r of refused) expect(r).toEqual({ status: 400, message: '编码的格式不正确' });
    // Longer than the field may hold is refused by its length, before the pattern runs.
    const longer = await attacker.post('/business/custom/heavy/add', { code: abText(COSTLIEST_TEXT_MAX + 1, 9) });
    expect(refusal(longer)).toEqual({ status: 400, message: `编码不能超过 ${COSTLIEST_TEXT_MAX} 个字符` });
  });

  it('refuses at save, in Chinese, a pattern whose program is too large, and a patterned text longer than the cap', async () => {
    expect(refusal(await attacker.post('/setting/resource/save', { schema: designed('costly', HUGE_PROGRAM) }))).toEqual({
      status: 400,
      message: '“陷阱”的字段“编码”的格式（正则表达式）过于复杂，请简化（如减少重复次数）',
    });
    // The cheapest pattern (3 instructions): the length over the cap is said first (its cost, one
    // character over PATTERN_WORK_LIMIT, after it).
    const long = designed('long', '.', PATTERNED_TEXT_MAX_LENGTH + 1);
    const refused = refusal(await attacker.post('/setting/resource/save', { schema: long }));
    expect(refused.status).toBe(400);
    expect(refused.message.startsWith(`“陷阱”的字段“编码”设了格式（正则表达式），最长长度不能超过 ${PATTERNED_TEXT_MAX_LENGTH}；`)).toBe(
      true,
    );
    // A tenant's custom field on a built-in resource is held to the same rule.
    const custom = { name: 'customer', fields: [{ name: 'wx', label: '微信', type: 'text', pattern: HUGE_PROGRAM }] };
    expect(refusal(await attacker.post('/setting/resource/save', { schema: custom }))).toEqual({
      status: 400,
      message: '“客户”的字段“微信”的格式（正则表达式）过于复杂，请简化（如减少重复次数）',
    });
  });
});
