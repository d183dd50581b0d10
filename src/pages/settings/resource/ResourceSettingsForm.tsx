import { Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import { menuIcon } from '../../../components/menuIcons';
import { ICON_CHOICES } from './designerIcons';
import { updateResource, type ResourceDraft } from './draftEdits';
import { useShownProblems } from './useShownProblems';
import { designNameRule } from '../../../schemas/designCheck';
import { t } from '../../../i18n/messages/zh-CN/designerForm';
import { t as tp } from '../../../i18n/messages/zh-CN/designerProblems';

/** The menu group an added resource may go under (the contract: top level or 设置). */
const placements = () => [
  { value: 'top', label: t('placementTop') },
  { value: 'setting', label: t('placementSetting') },
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
    problems.find((p) => p.includes(t('apiName'))),
  );
  const labelProblem = shown(
    'label',
    draft.label,
    problems.find((p) => p === tp('labelRequired')),
  );
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('apiName')}
            htmlFor="resource-name"
            required
            validateStatus={nameProblem ? 'error' : undefined}
            help={nameProblem}
            extra={nameLocked ? t('nameLocked') : t('nameHint', { rule: designNameRule() })}
          >
            <Input
              id="resource-name"
              value={draft.name}
              disabled={disabled || nameLocked}
              placeholder={t('namePlaceholder')}
              onChange={(e) => set({ name: e.target.value.trim() })}
              onBlur={() => leave('name')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('label')}
            htmlFor="resource-label"
            required
            validateStatus={labelProblem ? 'error' : undefined}
            help={labelProblem}
          >
            <Input
              id="resource-label"
              value={draft.label}
              maxLength={20}
              placeholder={t('labelPlaceholder')}
              onChange={(e) => set({ label: e.target.value })}
              onBlur={() => leave('label')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('icon')} htmlFor="resource-icon">
            <Select
              id="resource-icon"
              value={draft.icon}
              onChange={(icon) => set({ icon })}
              options={ICON_CHOICES.map((c) => ({
                value: c.value,
                label: (
                  <Space size={6}>
                    {menuIcon(c.value)}
                    {t(c.label)}
                  </Space>
                ),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('menuPlacement')}>
            <Radio.Group
              options={placements()}
              value={draft.parent ?? 'top'}
              onChange={(e) => set({ parent: e.target.value === 'top' ? undefined : (e.target.value as string) })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('titleField')} htmlFor="resource-title" tooltip={t('titleFieldTooltip')}>
            <Select
              id="resource-title"
              value={draft.titleField || undefined}
              placeholder={t('titleFieldPlaceholder')}
              onChange={(titleField) => set({ titleField })}
              options={draft.fields.filter((f) => f.name).map((f) => ({ value: f.name, label: f.label || f.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
