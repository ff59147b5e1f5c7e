/**
 * The login form's fields without antd `Form` (rc-field-form + async-validator + Form styles ≈ 30 kB
 * gzip, too much for the first page, issue 5). It keeps what the page used of it, with the same
 * behaviour and the same ids: every field required, checked on submit and again on each change (so
 * clearing a field shows its message at once, typing hides it), the message under the field with
 * `aria-invalid` / `aria-describedby` on the input (`login_<name>` / `login_<name>_help`).
 */
import { useState, type ReactNode } from 'react';
import { theme } from 'antd';

/** Required fields: current values and the i18n key of each field's failed rule. */
export function useRequiredFields<K extends string>(initial: Record<K, string>, ruleKeys: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const check = (name: K, value: string) => (value === '' ? ruleKeys[name] : undefined);
  return {
    values,
    errors,
    /** A user's edit: checked at once, like antd's default `validateTrigger: 'onChange'`. */
    change(name: K, value: string) {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: check(name, value) }));
    },
    /** A programmatic change (clearing the captcha after a refusal): not checked. */
    reset(name: K, value: string) {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    /** Checks the fields shown; true when all are filled. */
    validate(names: K[]): boolean {
      const found: Partial<Record<K, string>> = {};
      for (const name of names) {
        const failed = check(name, values[name]);
        if (failed) found[name] = failed;
      }
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}

/** Props that tie an input to its message, as antd's Form.Item did. */
export const fieldAria = (name: string, error: string | undefined) => ({
  id: `login_${name}`,
  status: error ? ('error' as const) : undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `login_${name}_help` : undefined,
});

/** One row of the form: the control, and its message below it in place of the row's bottom margin. */
export function FieldRow({ name, error, children }: { name: string; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      {children}
      {error && (
        <div
          id={`login_${name}_help`}
          role="alert"
          style={{ color: token.colorError, minHeight: token.marginLG, lineHeight: token.lineHeight, paddingTop: 2 }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
