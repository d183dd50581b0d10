import { Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import { menuIcon } from '../../../components/menuIcons';
import { ICON_CHOICES } from './designerIcons';
import { updateResource, type ResourceDraft } from './draftEdits';
import { DESIGN_NAME_RULE } from '../../../schemas/designCheck';
import { useShownProblems } from './useShownProblems';

/** The menu group an added resource may go under (the contract: top level or 设置). */
const PLACEMENTS = [
  { value: 'top', label: '顶级菜单' },
  { value: 'setting', label: '“设置”分组下' },
];

/**
 * A resource's own settings: API 名称 (fixed once saved: the server keys the draft, its table and
 * its data URL by it), 中文名称, 图标, 菜单位置 and 标题字段 (what names a record in lists, titles
 * and reference selects).
 */
export function ResourceSettingsForm({
  draft,
  onChange,
  nameLocked,
  disabled,
  problems,
}: {
  draft: ResourceDraft;
  onChange(next: ResourceDraft): void;
  nameLocked: boolean;
  disabled: boolean;
  problems: string[];
}) {
  const set = (patch: Parameters<typeof updateResource>[1]) => onChange(updateResource(draft, patch));
  const { leave, shown } = useShownProblems();
  const nameProblem = shown(
    'name',
    draft.name,
    problems.find((p) => p.includes('API 名称')),
  );
  const labelProblem = shown(
    'label',
    draft.label,
    problems.find((p) => p === '请填写中文名称'),
  );
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="API 名称"
            htmlFor="resource-name"
            required
            validateStatus={nameProblem ? 'error' : undefined}
            help={nameProblem}
            extra={nameLocked ? '保存后不能修改' : `${DESIGN_NAME_RULE}，如 equipment、buy_order`}
          >
            <Input
              id="resource-name"
              value={draft.name}
              disabled={disabled || nameLocked}
              placeholder="如 equipment"
              onChange={(e) => set({ name: e.target.value.trim() })}
              onBlur={() => leave('name')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="中文名称"
            htmlFor="resource-label"
            required
            validateStatus={labelProblem ? 'error' : undefined}
            help={labelProblem}
          >
            <Input
              id="resource-label"
              value={draft.label}
              maxLength={20}
              placeholder="如 设备台账"
              onChange={(e) => set({ label: e.target.value })}
              onBlur={() => leave('label')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="图标" htmlFor="resource-icon">
            <Select
              id="resource-icon"
              value={draft.icon}
              onChange={(icon) => set({ icon })}
              options={ICON_CHOICES.map((c) => ({
                value: c.value,
                label: (
                  <Space size={6}>
                    {menuIcon(c.value)}
                    {c.label}
                  </Space>
                ),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="菜单位置">
            <Radio.Group
              options={PLACEMENTS}
              value={draft.parent ?? 'top'}
              onChange={(e) => set({ parent: e.target.value === 'top' ? undefined : (e.target.value as string) })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="标题字段" htmlFor="resource-title" tooltip="列表第一列、详情标题和关联选择中显示的字段">
            <Select
              id="resource-title"
              value={draft.titleField || undefined}
              placeholder="请选择标题字段"
              onChange={(titleField) => set({ titleField })}
              options={draft.fields.filter((f) => f.name).map((f) => ({ value: f.name, label: f.label || f.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
