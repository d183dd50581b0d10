import { Button, Col, Input, Popconfirm, Row, Select, Space, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { fieldVisibility } from '../../../schemas/fieldDefaults';
import {
  addSection,
  moveSection,
  removeSection,
  setSectionFields,
  setSectionTitle,
  unsectionedFields,
  type ResourceDraft,
} from './draftEdits';

/**
 * 表单分组: the form's sections, each a title (its divider; empty: none) and the fields under it in
 * order. None is the default: one untitled section of every form field. A form field no section
 * lists is shown last under 其他信息 (the engine's formSections), which the hint says. Choosing a
 * field another section holds moves it here, so a field is never shown twice.
 */
export function FormSectionsEditor({
  draft,
  onChange,
  disabled,
}: {
  draft: ResourceDraft;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
}) {
  const sections = draft.form?.sections ?? [];
  const rest = unsectionedFields(draft);
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {sections.length === 0
          ? '未分组：表单按字段顺序显示全部表单字段。添加分组后可以给字段分组并加上标题。'
          : '没有放进任何分组的表单字段显示在表单最后的“其他信息”里；没有字段的分组不显示。'}
        {sections.length > 0 && rest.length > 0 && ` 现在在“其他信息”里：${rest.map((f) => f.label || f.name).join('、')}。`}
      </Typography.Paragraph>
      {sections.map((s, i) => {
        const name = s.title || `第 ${i + 1} 个分组`;
        // Fields shown in forms, and any this section still lists (an imported field hidden from forms).
        const options = draft.fields
          .filter((f, k) => f.name && draft.fields.findIndex((g) => g.name === f.name) === k)
          .filter((f) => fieldVisibility(f).form || s.fields.includes(f.name))
          .map((f) => {
            const other = sections.find((o, j) => j !== i && o.fields.includes(f.name));
            const hidden = !fieldVisibility(f).form;
            const note = hidden ? '（表单不显示）' : other ? `（在“${other.title || '未命名分组'}”）` : '';
            return { value: f.name, label: `${f.label || f.name}${note}` };
          });
        return (
          <div
            key={i}
            role="group"
            aria-label={`分组：${name}`}
            style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', marginBottom: 8 }}
          >
            <Row gutter={8} align="middle" wrap={false}>
              <Col flex="auto">
                <Input
                  aria-label={`第 ${i + 1} 个分组的标题`}
                  placeholder="分组标题（不填则不显示分隔标题）"
                  value={s.title ?? ''}
                  maxLength={30}
                  disabled={disabled}
                  onChange={(e) => onChange(setSectionTitle(draft, i, e.target.value))}
                />
              </Col>
              {!disabled && (
                <Col flex="none">
                  <Space size={0}>
                    <Tooltip title="上移">
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={`上移分组${name}`}
                        disabled={i === 0}
                        onClick={() => onChange(moveSection(draft, i, i - 1))}
                      />
                    </Tooltip>
                    <Tooltip title="下移">
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={`下移分组${name}`}
                        disabled={i === sections.length - 1}
                        onClick={() => onChange(moveSection(draft, i, i + 1))}
                      />
                    </Tooltip>
                    <Popconfirm
                      title={`确定删除分组“${name}”吗？`}
                      description="分组里的字段不会删除，会显示在“其他信息”里。"
                      okText="确定"
                      cancelText="取消"
                      onConfirm={() => onChange(removeSection(draft, i))}
                    >
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除分组${name}`} />
                    </Popconfirm>
                  </Space>
                </Col>
              )}
            </Row>
            <Select
              aria-label={`第 ${i + 1} 个分组的字段`}
              mode="multiple"
              allowClear
              optionFilterProp="label"
              placeholder="选择这个分组显示的字段"
              style={{ width: '100%', marginTop: 8 }}
              disabled={disabled}
              value={s.fields}
              options={options}
              onChange={(names: string[]) => onChange(setSectionFields(draft, i, names))}
            />
          </div>
        );
      })}
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onChange(addSection(draft))}>
          添加分组
        </Button>
      )}
    </div>
  );
}
