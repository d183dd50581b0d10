import type { FormInstance } from 'antd';

/**
 * The form's values when every rule passes, else `null` (the form then shows the errors under the
 * fields). antd's `validateFields` rejects on invalid input; a dialog that awaited it bare let that
 * rejection escape as an uncaught promise error. Every submit that validates goes through here.
 */
export async function validatedValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
