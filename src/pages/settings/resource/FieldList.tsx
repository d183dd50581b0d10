import { useState, type DragEvent } from 'react';
import { Badge, Button, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import type { ResourceSchema } from '../../../schemas/types';
import { addField, indexAfterMove, moveField, removeField, type ResourceDraft } from './draftEdits';
import { FieldEditor } from './FieldEditor';
import { MoveButtons } from './MoveButtons';
import { fieldTypeLabel } from './fieldTypes';
import { PRIMARY_COLOR } from '../../../theme';
import { t } from '../../../i18n/messages/zh-CN/designerFields';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

interface Props {
  draft: ResourceDraft;
  onChange(next: ResourceDraft): void;
  disabled: boolean;
  /** Each field's problems, by index. */
  problems: string[][];
  /** Fields of the published version: their names are fixed (a new name would be a new column). */
  publishedNames: ReadonlySet<string>;
  /** Resources a reference may point at. */
  schemas: readonly ResourceSchema[];
  /** Said when there is no field (the custom fields of a built-in may be none). */
  emptyText?: string;
}

/**
 * The fields of the design, one line each (label, name, type, marks), opened one at a time for
 * editing. Order by dragging a line by its handle (the browser's own drag and drop: no drag
 * library is installed) or with 上移 / 下移, which also work from the keyboard.
 */
export function FieldList({ draft, onChange, disabled, problems, publishedNames, schemas, emptyText }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const move = (from: number, to: number) => {
    onChange(moveField(draft, from, to));
    setOpen((o) => (o === null ? o : indexAfterMove(o, from, to)));
  };
  const remove = (i: number) => {
    onChange(removeField(draft, i));
    setOpen((o) => (o === null || o < i ? o : o === i ? null : o - 1));
  };
  const add = () => {
    onChange(addField(draft));
    setOpen(draft.fields.length);
  };
  const dragProps = (i: number) =>
    disabled
      ? {}
      : {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            setDragged(i);
            if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
          },
          onDragOver: (e: DragEvent) => {
            e.preventDefault();
            setOver(i);
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            if (dragged !== null) move(dragged, i);
            setDragged(null);
            setOver(null);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
        };

  return (
    <div data-testid="field-list">
      {draft.fields.length === 0 && <Empty description={emptyText ?? t('noFields')} />}
      {draft.fields.map((f, i) => {
        const name = f.label || f.name || t('nthField', { n: i + 1 });
        return (
          <div
            key={i}
            data-testid={`field-${i}`}
            aria-label={t('fieldGroup', { name })}
            role="group"
            style={{
              border: '1px solid var(--ace-border-secondary)',
              borderTop: over === i && dragged !== null && dragged > i ? `2px solid ${PRIMARY_COLOR}` : undefined,
              borderBottom: over === i && dragged !== null && dragged < i ? `2px solid ${PRIMARY_COLOR}` : undefined,
              borderRadius: 6,
              marginBottom: 8,
              opacity: dragged === i ? 0.5 : 1,
            }}
          >
            {/* The line: dragged by its handle; its name part opens the editor, beside (not around) its buttons. */}
            <div
              {...dragProps(i)}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 12px', background: 'var(--ace-bg-alter)' }}
            >
              <div
                role="button"
                tabIndex={0}
                aria-expanded={open === i}
                onClick={() => setOpen(open === i ? null : i)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  setOpen(open === i ? null : i);
                }}
                style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0, cursor: 'pointer' }}
              >
                {!disabled && <HolderOutlined style={{ cursor: 'grab', color: 'var(--ace-text-secondary)' }} aria-hidden />}
                <Badge count={problems[i]?.length ?? 0} size="small" offset={[6, -2]}>
                  <Typography.Text strong>{name}</Typography.Text>
                </Badge>
                <Typography.Text type="secondary" code>
                  {f.name || t('unnamed')}
                </Typography.Text>
                <Tag>{fieldTypeLabel(f.type)}</Tag>
                {f.required && <Tag color="red">{t('required')}</Tag>}
                {draft.titleField === f.name && f.name && <Tag color="blue">{t('title')}</Tag>}
              </div>
              {!disabled && (
                <Space size={0}>
                  <MoveButtons name={name} index={i} count={draft.fields.length} onMove={move} />
                  <Popconfirm
                    title={t('deleteFieldConfirm', { name })}
                    description={publishedNames.has(f.name) ? t('deletePublishedField') : undefined}
                    okText={tc('confirm')}
                    cancelText={tc('cancel')}
                    onConfirm={() => remove(i)}
                  >
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('deleteAria', { name })} />
                  </Popconfirm>
                </Space>
              )}
            </div>
            {open === i && (
              <div style={{ padding: '12px 12px 0' }}>
                <FieldEditor
                  draft={draft}
                  index={i}
                  onChange={onChange}
                  disabled={disabled}
                  problems={problems[i] ?? []}
                  nameLocked={publishedNames.has(f.name)}
                  schemas={schemas}
                />
              </div>
            )}
          </div>
        );
      })}
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
          {t('addField')}
        </Button>
      )}
    </div>
  );
}
