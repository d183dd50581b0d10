import { useState, type ReactNode } from 'react';
import { Modal, type FormInstance, type ModalProps } from 'antd';
import { validatedValues } from './validatedValues';
import { t as tc } from '../../i18n/messages/zh-CN/common';

export interface FormDialogProps<T> extends Omit<ModalProps, 'onOk' | 'confirmLoading' | 'children'> {
  form: FormInstance<T>;
  /** Sends the validated values. A rejection keeps the dialog open: the HTTP client has shown the message. */
  onSubmit: (values: T) => Promise<void>;
  /** Called after a successful submit (the caller closes the dialog and refreshes). */
  onSaved: () => void;
  children: ReactNode;
}

/**
 * A 新建 / 编辑 dialog around a form: 保存 validates (errors stay under the fields), shows loading
 * while saving so it cannot be pressed twice, and the dialog stays open when the server refuses.
 */
export function FormDialog<T>({ form, onSubmit, onSaved, children, ...modal }: FormDialogProps<T>) {
  const [saving, setSaving] = useState(false);

  async function save() {
    const values = await validatedValues(form);
    if (!values) return; // the form shows the errors under the fields
    setSaving(true);
    try {
      await onSubmit(values);
      onSaved();
    } catch {
      // Shown by the HTTP client (error catalogue); the dialog stays open for a correction.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      okText={tc('save')}
      cancelText={tc('cancel')}
      destroyOnHidden
      forceRender
      {...modal}
      onOk={() => void save()}
      confirmLoading={saving}
    >
      {children}
    </Modal>
  );
}
