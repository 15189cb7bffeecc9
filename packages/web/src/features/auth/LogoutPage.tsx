import { Button, Space, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { errorText } from '../../api/errors';
import { AuthCard } from './AuthCard';

/**
 * GET /logout/: asks before signing out. Signing out is a POST with the CSRF token, so a link or an
 * image on another site cannot end the session; the user menu's Logout posts directly.
 */
export default function LogoutPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Sign out - Meridian';
  }, []);

  const signOut = async () => {
    setBusy(true);
    try {
      await logout();
      window.location.assign('/login/'); // a full load: nothing cached survives the session
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <AuthCard data-test="logout-page">
      <h1 style={{ fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, margin: 0 }}>
        Sign out?
      </h1>
      <p style={{ color: token.colorTextSecondary, margin: `${token.marginXS}px 0 ${token.margin}px` }}>
        You will need to sign in again to use Meridian.
      </p>
      {error && (
        <p data-test="logout-error" style={{ color: token.colorError }}>
          {error}
        </p>
      )}
      <Space>
        <Button type="primary" loading={busy} onClick={() => void signOut()} data-test="logout-confirm">
          Sign out
        </Button>
        <Button onClick={() => void navigate('/dashboard/list/')} data-test="logout-cancel">
          Cancel
        </Button>
      </Space>
    </AuthCard>
  );
}
