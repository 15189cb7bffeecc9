import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';

/** The certification shield, with who certified (and the details) in its tooltip; nothing when uncertified. */
export function CertifiedIcon({
  by,
  details,
  dataTest,
}: {
  by: string | null | undefined;
  details: string | null | undefined;
  dataTest: string;
}) {
  const { token } = theme.useToken();
  if (!by) return null;
  return (
    <Tooltip
      title={
        <>
          Certified by {by}
          {details ? <div>{details}</div> : null}
        </>
      }
    >
      <SafetyCertificateOutlined data-test={dataTest} style={{ color: token.colorSuccess }} />
    </Tooltip>
  );
}
