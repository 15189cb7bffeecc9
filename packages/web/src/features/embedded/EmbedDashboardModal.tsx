/**
 * The "Embed dashboard" dialog of the dashboard header's menu (Superset's DashboardEmbedModal): the
 * allowed domains, "Enable embedding" for a dashboard not embedded yet, then its embedded id (to pass
 * to the SDK, with a copy button), "Save changes" and "Deactivate".
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Loading } from '../../components/Loading';
import { useToasts } from '../../components/Toasts';
import { deleteEmbedded, domainList, fetchEmbedded, saveEmbedded, type EmbeddedConfig } from './embedApi';

export const SAVED = 'Changes saved.';
export const SAVE_FAILED = 'Sorry, something went wrong. The changes could not be saved.';
export const DEACTIVATED = 'Embedding deactivated.';
export const DEACTIVATE_FAILED = 'Sorry, something went wrong. Embedding could not be deactivated.';
export const LOAD_FAILED = 'Sorry, something went wrong. Please try again.';
const SDK_DOCS = 'https://www.npmjs.com/package/@superset-ui/embedded-sdk';

function EmbedControls({ dashboardId, onHide }: { dashboardId: number; onHide: () => void }) {
  const { addInfoToast, addDangerToast } = useToasts();
  const [ready, setReady] = useState(false);
  const [loading, setLoading] = useState(false);
  const [embedded, setEmbedded] = useState<EmbeddedConfig | null>(null);
  const [domains, setDomains] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let live = true;
    fetchEmbedded(dashboardId).then(
      (config) => {
        if (!live) return;
        setEmbedded(config);
        setDomains(config ? config.allowed_domains.join(', ') : '');
        setReady(true);
      },
      () => live && addDangerToast(LOAD_FAILED),
    );
    return () => {
      live = false;
    };
  }, [dashboardId, addDangerToast]);

  const enable = async () => {
    setLoading(true);
    try {
      const config = await saveEmbedded(dashboardId, domainList(domains));
      setEmbedded(config);
      setDomains(config.allowed_domains.join(', '));
      addInfoToast(SAVED);
    } catch {
      addDangerToast(SAVE_FAILED);
    } finally {
      setLoading(false);
    }
  };

  const deactivate = async () => {
    setLoading(true);
    try {
      await deleteEmbedded(dashboardId);
      setEmbedded(null);
      setDomains('');
      addInfoToast(DEACTIVATED);
      onHide();
    } catch {
      addDangerToast(DEACTIVATE_FAILED);
    } finally {
      setLoading(false);
      setConfirming(false);
    }
  };

  if (!ready) return <Loading />;
  const changed = embedded !== null && domains !== embedded.allowed_domains.join(', ');
  return (
    <div data-test="embed-dashboard-controls">
      <EmbedIntro embedded={embedded} />
      <DomainsField value={domains} onChange={setDomains} />
      <EmbedActions
        embedded={embedded !== null}
        changed={changed}
        loading={loading}
        onEnable={() => void enable()}
        onDeactivate={() => setConfirming(true)}
      />
      <Modal
        open={confirming}
        title="Disable embedding?"
        okText="OK"
        okButtonProps={{ danger: true, loading }}
        onOk={() => void deactivate()}
        onCancel={() => setConfirming(false)}
      >
        This will remove your current embed configuration.
      </Modal>
    </div>
  );
}

interface ActionsProps {
  embedded: boolean;
  changed: boolean;
  loading: boolean;
  onEnable: () => void;
  onDeactivate: () => void;
}

/** "Enable embedding"; once embedded, "Deactivate" and "Save changes" (when the domains changed). */
function EmbedActions({ embedded, changed, loading, onEnable, onDeactivate }: ActionsProps) {
  return (
    <Flex justify="flex-end" gap="small">
      {embedded ? (
        <>
          <Button onClick={onDeactivate} loading={loading}>
            Deactivate
          </Button>
          <Button type="primary" onClick={onEnable} disabled={!changed} loading={loading}>
            Save changes
          </Button>
        </>
      ) : (
        <Button type="primary" onClick={onEnable} loading={loading}>
          Enable embedding
        </Button>
      )}
    </Flex>
  );
}

/** What the configuration is: the id to pass to the SDK (copyable), or how to begin; the SDK's docs. */
function EmbedIntro({ embedded }: { embedded: EmbeddedConfig | null }) {
  return (
    <>
      {embedded ? (
        <Typography.Paragraph>
          This dashboard is ready to embed. In your application, pass the following id to the SDK:
          <br />
          <Typography.Text code copyable={{ text: embedded.uuid }} data-test="embedded-id">
            {embedded.uuid}
          </Typography.Text>
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          Configure this dashboard to embed it into an external web application.
        </Typography.Paragraph>
      )}
      <Typography.Paragraph>
        For further instructions, consult the{' '}
        <a href={SDK_DOCS} target="_blank" rel="noreferrer">
          Superset Embedded SDK documentation.
        </a>
      </Typography.Paragraph>
      <Typography.Title level={5}>Settings</Typography.Title>
    </>
  );
}

const DOMAINS_HELP =
  'A list of domain names that can embed this dashboard. Leaving this field empty will allow embedding from any domain.';

function DomainsField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Form layout="vertical">
      <Form.Item
        label={
          <span>
            Allowed Domains (comma separated){' '}
            <Tooltip title={DOMAINS_HELP}>
              <InfoCircleOutlined />
            </Tooltip>
          </span>
        }
      >
        <Input
          name="allowed-domains"
          data-test="allowed-domains"
          value={value}
          placeholder="superset.example.com"
          onChange={(e) => onChange(e.target.value)}
        />
      </Form.Item>
    </Form>
  );
}

export function EmbedDashboardModal({ dashboardId, onHide }: { dashboardId: number; onHide: () => void }) {
  return (
    <Modal open title="Embed" footer={null} onCancel={onHide} destroyOnHidden>
      <EmbedControls dashboardId={dashboardId} onHide={onHide} />
    </Modal>
  );
}
