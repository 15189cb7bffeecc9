/**
 * "Add theme" / "Edit theme properties" / "View theme properties" (Superset's ThemeModal): the name,
 * a preset to start from, the JSON configuration in the app's CodeMirror editor (loaded only when
 * the dialog opens) and a live preview of the configuration. System themes are read-only. A failed
 * save keeps the dialog open with the server's message.
 */
import { Alert, Button, Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { Suspense, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../api/baseApi';
import { errorText } from '../../api/errors';
import { lazyNamed } from '../../components/lazyNamed';
import { useToasts } from '../../components/Toasts';
import { useThemeMode } from '../../theme/ThemeProvider';
import { THEME_PRESETS, parseThemeJson, presetText, themeFromJson } from '../../theme/themeConfig';
import { ThemePreview } from './ThemePreview';
import { canSaveTheme, draftJsonProblem, themeBody, type ThemeDraft } from './themeDraft';
import { useCreateThemeMutation, useUpdateThemeMutation, type Theme } from './themeApi';

const CodeEditor = lazyNamed(() => import('../../components/CodeEditor/CodeEditor'), 'CodeEditor');

interface FieldsProps {
  draft: ThemeDraft;
  setDraft: Dispatch<SetStateAction<ThemeDraft>>;
  readOnly: boolean;
  problem: string | null;
  error: string | null;
}

/** Name, preset and the JSON configuration. */
function ThemeFields({ draft, setDraft, readOnly, problem, error }: FieldsProps) {
  return (
    <Form layout="vertical" component="div" data-test="theme-modal">
      <Typography.Title level={5}>Basic information</Typography.Title>
      <Form.Item label="Name" required>
        <Input
          data-test="theme-name-input"
          aria-label="Name"
          placeholder="Enter a name for this theme"
          value={draft.theme_name}
          maxLength={250}
          disabled={readOnly}
          onChange={(e) => setDraft({ ...draft, theme_name: e.target.value })}
        />
      </Form.Item>
      {!readOnly && (
        <Form.Item label="Start from a preset">
          <Select
            data-test="theme-preset"
            aria-label="Start from a preset"
            placeholder="Choose a preset"
            value={null}
            options={THEME_PRESETS.map((p) => ({ value: p.key, label: p.label }))}
            onChange={(key: string) => {
              const preset = THEME_PRESETS.find((p) => p.key === key);
              if (preset) setDraft({ ...draft, json_data: presetText(preset.json) });
            }}
          />
        </Form.Item>
      )}
      <Form.Item
        label="JSON Configuration"
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <div style={{ border: '1px solid rgba(128,128,128,0.3)', borderRadius: 6 }}>
          <Suspense fallback={<div style={{ height: 320 }} />}>
            <CodeEditor
              data-test="theme-json-editor"
              value={draft.json_data}
              onChange={(json_data) => !readOnly && setDraft((d) => ({ ...d, json_data }))}
              height={320}
              lineNumbers
            />
          </Suspense>
        </div>
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} data-test="theme-save-error" />}
    </Form>
  );
}

/** The preview's configuration: the last valid one while the text is being typed. */
function usePreviewConfig(json: string, valid: boolean, isDark: boolean) {
  const config = useMemo(() => {
    const parsed = valid ? parseThemeJson(json) : null;
    return parsed ? themeFromJson(parsed, isDark) : null;
  }, [json, valid, isDark]);
  const [shown, setShown] = useState(() => config ?? themeFromJson({}, isDark));
  if (config && config !== shown) setShown(config);
  return config ?? shown;
}

export function ThemeModal({ theme, onHide }: { theme: Theme | null; onHide: () => void }) {
  const { addSuccessToast } = useToasts();
  const dispatch = useDispatch();
  const { isDark } = useThemeMode();
  const readOnly = Boolean(theme?.is_system);
  const [draft, setDraft] = useState<ThemeDraft>({
    theme_name: theme?.theme_name ?? '',
    json_data: theme?.json_data ?? presetText(THEME_PRESETS[0]!.json),
  });
  const [error, setError] = useState<string | null>(null);
  const [create, created] = useCreateThemeMutation();
  const [update, updated] = useUpdateThemeMutation();
  const saving = created.isLoading || updated.isLoading;
  const problem = draftJsonProblem(draft);
  const shown = usePreviewConfig(draft.json_data, problem === null, isDark);

  const save = async () => {
    setError(null);
    try {
      if (theme) await update({ id: theme.id, body: themeBody(draft) }).unwrap();
      else await create(themeBody(draft)).unwrap();
      // A system theme changed: the app re-reads it.
      if (theme?.is_system_default || theme?.is_system_dark) dispatch(api.util.invalidateTags(['Me']));
      addSuccessToast(theme ? 'Theme updated' : 'Theme created');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const title = readOnly ? 'View theme properties' : theme ? 'Edit theme properties' : 'Add theme';
  return (
    <Modal
      open
      title={title}
      width={1000}
      onCancel={onHide}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onHide} data-test="theme-modal-cancel">
          {readOnly ? 'Close' : 'Cancel'}
        </Button>,
        ...(readOnly
          ? []
          : [
              <Button
                key="save"
                type="primary"
                loading={saving}
                disabled={!canSaveTheme(draft)}
                onClick={() => void save()}
                data-test="theme-modal-save"
              >
                {theme ? 'Save' : 'Add'}
              </Button>,
            ]),
      ]}
    >
      {readOnly && (
        <Alert type="info" showIcon title="System Theme - Read Only" style={{ marginBottom: 12 }} />
      )}
      <Row gutter={24}>
        <Col span={13}>
          <ThemeFields
            draft={draft}
            setDraft={setDraft}
            readOnly={readOnly}
            problem={problem}
            error={error}
          />
        </Col>
        <Col span={11}>
          <ThemePreview config={shown} />
        </Col>
      </Row>
    </Modal>
  );
}
