import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { login } from '../../api/auth';
import { api } from '../../api/baseApi';
import { ApiError, getCsrfToken, safeNext } from '../../api/client';
import { errorText } from '../../api/errors';
import { AuthCard } from './AuthCard';

// Set by the server when the plain (script-less) form post fails.
const FORM_POST_ERRORS: Record<string, string> = {
  '1': 'Invalid login. Please try again.',
  '429': 'Too many failed login attempts. Please try again later.',
  csrf: 'The sign-in form expired. Please try again.',
};

interface Credentials {
  username: string;
  password: string;
}

/** The page's state: the error to show, the submit in flight, the form's CSRF token and sign-in. */
function useLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [error, setError] = useState<string | null>(
    () => FORM_POST_ERRORS[params.get('error') ?? ''] ?? null,
  );
  const [submitting, setSubmitting] = useState(false);
  const [csrfToken, setCsrfToken] = useState('');
  const next = params.get('next');

  useEffect(() => {
    document.title = 'Login - Meridian';
    // The sign-in form's CSRF token (and its cookie), fetched before submitting; sent by login().
    getCsrfToken().then(setCsrfToken, () => undefined);
  }, []);

  const onFinish = async ({ username, password }: Credentials) => {
    setSubmitting(true);
    setError(null);
    try {
      const redirect = await login(username, password);
      dispatch(api.util.resetApiState()); // nothing cached from another user or from before sign-in
      void navigate(safeNext(next, safeNext(redirect)), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.clientError.error : errorText(e));
      setSubmitting(false);
    }
  };

  return { error, submitting, csrfToken, next, onFinish };
}

function LoginForm({ error, submitting, csrfToken, next, onFinish }: ReturnType<typeof useLogin>) {
  const { token } = theme.useToken();
  return (
    <Form<Credentials>
      data-test="login-form"
      layout="vertical"
      method="post"
      action="/login/"
      requiredMark={false}
      onFinish={(v) => void onFinish(v)}
    >
      <Form.Item
        label="Username"
        name="username"
        rules={[{ required: true, message: 'Please enter your username' }]}
      >
        <Input
          name="username"
          data-test="username-input"
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Please enter your password' }]}
      >
        <Input.Password
          name="password"
          data-test="password-input"
          prefix={<LockOutlined />}
          autoComplete="current-password"
        />
      </Form.Item>
      <input type="hidden" name="next" value={safeNext(next)} />
      <input type="hidden" name="csrf_token" value={csrfToken} />
      {error && (
        <div data-test="login-error" style={{ marginBottom: token.margin }}>
          <Alert type="error" showIcon title={error} />
        </div>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} data-test="login-button">
        Sign in
      </Button>
    </Form>
  );
}

/** Sign-in page. The form is also a plain POST to /login/, so it works before the script loads. */
export default function LoginPage() {
  const { token } = theme.useToken();
  const state = useLogin();
  // Plain elements rather than Card/Typography keep the sign-in page's download small.
  return (
    <AuthCard>
      <div
        style={{
          fontSize: token.fontSizeHeading3,
          fontWeight: 600,
          color: token.colorPrimary,
          marginBottom: token.marginSM,
        }}
      >
        Meridian
      </div>
      <h1
        style={{
          fontSize: token.fontSizeHeading4,
          fontWeight: token.fontWeightStrong,
          margin: `0 0 ${token.marginXS}px`,
        }}
      >
        Sign in
      </h1>
      <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.margin}px` }}>
        Enter your login and password below:
      </p>
      <LoginForm {...state} />
    </AuthCard>
  );
}
