import { describe, expect, it } from 'vitest';
import { describeIssue } from '../../../server/src/http/validation-messages';

const withTitle = (title: string) => ({ title });

describe('validation messages', () => {
  it('names a missing field by its Chinese title', () => {
    expect(
      describeIssue({
        keyword: 'required',
        instancePath: '',
        params: { missingProperty: 'name' },
        parentSchema: { properties: { name: { title: '客户名称' } } },
      }),
    ).toBe('请输入客户名称');
  });

  it('states lengths, ranges and patterns with the label', () => {
    expect(describeIssue({ keyword: 'maxLength', instancePath: '/name', params: { limit: 50 }, parentSchema: withTitle('名称') })).toBe(
      '名称不能超过 50 个字符',
    );
    expect(describeIssue({ keyword: 'minLength', instancePath: '/pwd', params: { limit: 8 }, parentSchema: withTitle('密码') })).toBe(
      '密码至少需要 8 个字符',
    );
    expect(describeIssue({ keyword: 'minimum', instancePath: '/qty', params: { limit: 1 }, parentSchema: withTitle('数量') })).toBe(
      '数量不能小于 1',
    );
    expect(describeIssue({ keyword: 'pattern', instancePath: '/mobile', params: {}, parentSchema: withTitle('手机号') })).toBe(
      '手机号的格式不正确',
    );
  });

  it('tells money limits in yuan as the form shows them, not in cents', () => {
    const price = { title: '售价', 'x-money': true };
    expect(describeIssue({ keyword: 'maximum', instancePath: '/price', params: { limit: 100_000_000_000 }, parentSchema: price })).toBe(
      '售价不能大于 ¥1,000,000,000.00',
    );
    expect(describeIssue({ keyword: 'minimum', instancePath: '/price', params: { limit: 0 }, parentSchema: price })).toBe(
      '售价不能小于 ¥0.00',
    );
    expect(describeIssue({ keyword: 'maximum', instancePath: '/qty', params: { limit: 100 }, parentSchema: withTitle('数量') })).toBe(
      '数量不能大于 100',
    );
  });

  it("uses the field's patternMessage for a failed pattern, the generic text without one", () => {
    const code = { title: '产品编码', 'x-patternMessage': '产品编码只能包含字母、数字、下划线和连字符' };
    expect(describeIssue({ keyword: 'pattern', instancePath: '/code', params: {}, parentSchema: code })).toBe(
      '产品编码只能包含字母、数字、下划线和连字符',
    );
    expect(describeIssue({ keyword: 'pattern', instancePath: '/code', params: {}, parentSchema: withTitle('产品编码') })).toBe(
      '产品编码的格式不正确',
    );
  });

  it('states the decimal places a precision allows (multipleOf)', () => {
    expect(
      describeIssue({ keyword: 'multipleOf', instancePath: '/rate', params: { multipleOf: 0.01 }, parentSchema: withTitle('税率') }),
    ).toBe('税率最多保留 2 位小数');
    expect(describeIssue({ keyword: 'multipleOf', instancePath: '/w', params: { multipleOf: 0.1 }, parentSchema: withTitle('重量') })).toBe(
      '重量最多保留 1 位小数',
    );
    expect(describeIssue({ keyword: 'multipleOf', instancePath: '/n', params: { multipleOf: 1 }, parentSchema: withTitle('人数') })).toBe(
      '人数必须是整数',
    );
  });

  it('names every allowed type when a field accepts several', () => {
    expect(
      describeIssue({ keyword: 'type', instancePath: '/extra', params: { type: 'object,array' }, parentSchema: withTitle('扩展信息') }),
    ).toBe('扩展信息的类型不正确，应为对象或数组');
    expect(describeIssue({ keyword: 'type', instancePath: '/price', params: { type: 'integer' }, parentSchema: withTitle('单价') })).toBe(
      '单价的类型不正确，应为整数',
    );
  });

  it('falls back to the property name and rejects unknown fields by name', () => {
    expect(describeIssue({ keyword: 'enum', instancePath: '/status', params: {} })).toBe('status的取值不在允许范围内');
    expect(describeIssue({ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'hack' } })).toBe(
      '不允许的字段：hack',
    );
  });

  it('names the body or the query when the whole of it has the wrong type', () => {
    expect(describeIssue({ keyword: 'type', instancePath: '', params: { type: 'object' } }, 'body')).toBe('请求内容的类型不正确，应为对象');
    expect(
      describeIssue({ keyword: 'type', instancePath: '', params: { type: 'object' }, parentSchema: withTitle('产品') }, 'querystring'),
    ).toBe('查询参数的类型不正确，应为对象');
  });
});
