import { useRef, useState, type ReactNode } from 'react';
import { ServerCode } from '../../domain/errorCatalogue';
import type { ConversionChoice, NameTakenData } from '../../domain/customerConversion';
import type { CallOptions } from '../../providers/dataProvider';
import { SameNameCustomerDialog } from './SameNameCustomerDialog';

/** `meta` of a converting call: CUSTOMER_NAME_TAKEN becomes the dialog, not an error notice. */
export const CHOICE_HANDLED: CallOptions = { handledCodes: [ServerCode.CUSTOMER_NAME_TAKEN] };

type Pending<T> = {
  name: string;
  call: (choice: ConversionChoice) => Promise<T>;
  resolve: (v: T | null) => void;
  reject: (e: unknown) => void;
};

/**
 * Runs a call that converts a lead (转为客户, 生成订单); when the server answers that customers of the
 * name exist (CUSTOMER_NAME_TAKEN), shows SameNameCustomerDialog and runs it again with the choice.
 * `run` resolves to the call's result, or null when the user cancels; other failures reject (the HTTP
 * client showed them). Render `dialog` once in the screen.
 */
export function useSameNameChoice(): {
  run: <T>(name: string, call: (choice: ConversionChoice) => Promise<T>) => Promise<T | null>;
  dialog: ReactNode;
} {
  const [ask, setAsk] = useState<{ name: string; candidates: NameTakenData['candidates'] } | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<Pending<unknown> | null>(null);

  const run = async <T,>(name: string, call: (choice: ConversionChoice) => Promise<T>): Promise<T | null> => {
    try {
      return await call({});
    } catch (err) {
      const e = err as { code?: number; data?: Partial<NameTakenData> };
      if (e?.code !== ServerCode.CUSTOMER_NAME_TAKEN || !e.data?.candidates?.length) throw err;
      const candidates = e.data.candidates;
      return new Promise<T | null>((resolve, reject) => {
        pending.current = { name, call, resolve, reject } as Pending<unknown>;
        setAsk({ name, candidates });
      });
    }
  };

  const close = () => {
    setAsk(null);
    pending.current = null;
  };
  const onChoose = async (choice: ConversionChoice) => {
    const p = pending.current;
    if (!p) return;
    setBusy(true);
    try {
      const result = await p.call(choice);
      close();
      p.resolve(result);
    } catch (err) {
      // Shown by the HTTP client; the dialog closes, the caller's own catch ends its busy state.
      close();
      p.reject(err);
    } finally {
      setBusy(false);
    }
  };
  const onCancel = () => {
    pending.current?.resolve(null);
    close();
  };
  return { run, dialog: <SameNameCustomerDialog ask={ask} busy={busy} onChoose={(c) => void onChoose(c)} onCancel={onCancel} /> };
}
