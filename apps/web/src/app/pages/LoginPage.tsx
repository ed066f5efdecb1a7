/** Login at `/` (spec §2.1, §7.6): user id and password; the server's message on failure. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginAnswer, MSG, type ParaRow, UI } from '@kilau/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { KForm } from '../../components/inputs.tsx';
import { api } from '../../lib/api.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { session } from '../../lib/session.ts';

type Values = { user_id: string; password: string };

const FORM = 'login';
/**
 * The ids antd gives the fields of the form named `login` (`<form>_<field>`), which its labels point at
 * (`<label for>`): a field must not set its own id, or its label names nothing (issue 25 item 28).
 */
const FIELD_ID: Record<keyof Values, string> = { user_id: `${FORM}_user_id`, password: `${FORM}_password` };
const SUBMIT_ID = 'login-submit';

// The schema (and zod behind it) loads on the first check, not with the page (a light first page).
const rule = (name: keyof Values) => ({
  validator: async (_r: unknown, v: unknown) => {
    const { loginSchema } = await import('@kilau/domain/schemas/auth.schemas');
    const res = loginSchema.shape[name].safeParse(v ?? '');
    return res.success ? Promise.resolve() : Promise.reject(new Error(res.error.issues[0]?.message));
  },
});

export function LoginPage() {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `${UI.appName} | LOGIN`;
  }, []);

  async function submit() {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setError('');
    try {
      const res = await api.post<LoginAnswer>('users/login', { user_id: v.user_id.trim(), password: v.password });
      session.save({ token: res.token, user: res.user, menu: res.menu ?? [], modules: res.modules ?? [] });
      api
        .get<ParaRow>('para-system/key/PEMBULATAN')
        .then((p) => session.setPembulatan(p?.value))
        .catch(() => {});
      navigate('/dashboard', { replace: true });
    } catch (e) {
      if (!isTimeout(e)) setError(errorText(e, MSG.wrongLogin));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="k-login">
      <div className="k-login-card" data-testid="login-card">
        <div className="k-login-brand">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <div>
            <div className="k-login-name">{UI.appName}</div>
            <div className="k-login-tagline">{UI.appTagline}</div>
          </div>
        </div>
        <h1 className="k-login-title">{UI.loginTitle}</h1>
        {error && (
          <Alert type="error" showIcon title={<span data-testid="login-error">{error}</span>} className="k-mb" />
        )}
        <KForm<Values>
          name={FORM}
          form={form}
          requiredMark={false}
          initialValues={{ user_id: '', password: '' }}
          onKeyDown={(e) => {
            // Enter never submits a form (spec §2.3): it moves to the next control; Masuk is pressed, not implied.
            if (e.key !== 'Enter') return;
            const t = e.target as HTMLElement;
            const next =
              t.id === FIELD_ID.user_id ? FIELD_ID.password : t.id === FIELD_ID.password ? SUBMIT_ID : undefined;
            if (next) document.getElementById(next)?.focus();
          }}
        >
          <Form.Item name="user_id" label={UI.userId} rules={[rule('user_id')]}>
            <Input
              prefix={<UserOutlined className="k-muted" />}
              autoFocus
              autoComplete="username"
              data-testid="login-user"
            />
          </Form.Item>
          <Form.Item name="password" label={UI.password} rules={[rule('password')]}>
            <Input.Password
              prefix={<LockOutlined className="k-muted" />}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Button
            id={SUBMIT_ID}
            type="primary"
            block
            size="large"
            loading={busy}
            onClick={() => void submit()}
            data-testid="login-submit"
          >
            {UI.login}
          </Button>
        </KForm>
      </div>
    </div>
  );
}

export default LoginPage;
