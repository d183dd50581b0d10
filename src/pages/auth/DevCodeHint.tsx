import { devCodeHint } from '../../domain/smsChannel';

/** The code the server returned in development (no SMS channel, `npm run dev`), under the code field. */
export function DevCodeHint({ code }: { code?: string }) {
  if (!code) return null;
  return (
    <div className="auth-hint" data-testid="dev-code">
      {devCodeHint(code)}
    </div>
  );
}
