import { Alert } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { removeToast, type Toast, type ToastsState } from './toastsSlice';

const ALERT_TYPE = { info: 'info', success: 'success', warning: 'warning', danger: 'error' } as const;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (toast.duration <= 0) return undefined;
    const timer = setTimeout(() => dispatch(removeToast(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.duration]);
  return (
    <div data-test="toast" data-kind={toast.kind} role={toast.kind === 'danger' ? 'alert' : 'status'}>
      <Alert
        type={ALERT_TYPE[toast.kind]}
        showIcon
        title={toast.text}
        closable={{ onClose: () => dispatch(removeToast(toast.id)), 'aria-label': 'Close' }}
        style={{ boxShadow: '0 4px 12px rgba(0,0,0,0.15)', minWidth: 300, maxWidth: 600 }}
      />
    </div>
  );
}

/** Bottom-right stack of toasts; each closes itself after its kind's duration. */
export function ToastContainer() {
  const toasts = useSelector((s: { toasts: ToastsState }) => s.toasts.toasts);
  if (toasts.length === 0) return null;
  return (
    <div
      data-test="toast-container"
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        alignItems: 'flex-end',
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
