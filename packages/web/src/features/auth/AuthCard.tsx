import { theme } from 'antd';
import type { ReactNode } from 'react';

/** The centred card of the sign-in and sign-out pages. */
export function AuthCard({ children, 'data-test': dataTest }: { children: ReactNode; 'data-test'?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorBgLayout,
        padding: token.padding,
      }}
    >
      <main
        data-test={dataTest}
        style={{
          width: 400,
          maxWidth: '100%',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
          color: token.colorText,
        }}
      >
        {children}
      </main>
    </div>
  );
}
