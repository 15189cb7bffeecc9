import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ImportModal } from './ImportModal';
import { IMPORT_TEXTS, REEXPORT_HINT } from './texts';

/** One import request as the server received it: the form's text fields and the file's name. */
interface Posted {
  url: string;
  file: string | null;
  fields: Record<string, string>;
}

const DATABASE = 'databases/warehouse.yaml';
const PASSWORD_422 = {
  message: 'Error importing dashboard',
  errors: [
    {
      message: 'Error importing dashboard',
      error_type: 'GENERIC_COMMAND_ERROR',
      level: 'warning',
      extra: { [DATABASE]: { _schema: ['Must provide a password for the database'] } },
    },
  ],
};
const EXISTS_422 = {
  message: 'Error importing dashboard',
  errors: [
    {
      message: 'Error importing dashboard',
      error_type: 'GENERIC_COMMAND_ERROR',
      level: 'warning',
      extra: {
        'dashboards/Sales.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
        issue_codes: [{ code: 1010, message: 'Issue 1010' }],
      },
    },
  ],
};
const STRUCTURAL_400 = {
  message: 'Error importing dashboard',
  errors: [
    {
      message: 'Error importing dashboard',
      error_type: 'GENERIC_COMMAND_ERROR',
      level: 'error',
      extra: { 'charts/Bad.yaml': { viz_type: ['Missing data for required field.'] } },
    },
  ],
};

let posted: Posted[];
let answers: { status: number; body: unknown }[];

beforeEach(() => {
  posted = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/v1/security/csrf_token/'))
        return Promise.resolve(Response.json({ result: 'token' }));
      const form = init?.body as FormData;
      const file = form.get('formData');
      const fields: Record<string, string> = {};
      form.forEach((v, k) => {
        if (typeof v === 'string') fields[k] = v;
      });
      posted.push({ url, file: file instanceof File ? file.name : null, fields });
      const answer = answers.shift() ?? { status: 200, body: { message: 'OK' } };
      return Promise.resolve(Response.json(answer.body, { status: answer.status }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const store = makeStore();
  const events = { imported: 0, hidden: 0 };
  render(
    <Provider store={store}>
      <ImportModal
        resource="dashboard"
        open
        onHide={() => events.hidden++}
        onImported={() => events.imported++}
      />
    </Provider>,
  );
  return { store, events };
}

const confirmButton = () => document.querySelector<HTMLButtonElement>('[data-test="modal-confirm-button"]')!;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const zip = (name: string) => new File(['PK'], name, { type: 'application/zip' });

async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } });
    await Promise.resolve();
  });
  await waitFor(() => expect(screen.getByText(files[0]!.name)).toBeTruthy());
}

async function clickConfirm() {
  await act(async () => {
    fireEvent.click(confirmButton());
    await Promise.resolve();
  });
}

describe('ImportModal', () => {
  it('is titled "Import dashboard", accepts the four file kinds, and enables Import once a file is chosen', async () => {
    setup();
    expect(screen.getByText('Import dashboard')).toBeTruthy();
    expect(fileInput().accept).toBe('.yaml,.json,.yml,.zip');
    expect(confirmButton().textContent).toBe('Import');
    expect(confirmButton().disabled).toBe(true);
    await choose(zip('first.zip'), zip('second.zip'));
    expect(screen.queryByText('second.zip')).toBeNull(); // only the first file is used
    expect(confirmButton().disabled).toBe(false);
  });

  it('asks for the password of each database file named in a 422, and sends it on the next attempt', async () => {
    const { events } = setup();
    answers.push({ status: 422, body: PASSWORD_422 });
    await choose(zip('bundle.zip'));
    await clickConfirm();
    expect(await screen.findByText('Database passwords')).toBeTruthy();
    expect(screen.getByText(IMPORT_TEXTS.dashboard.passwordsNeeded)).toBeTruthy();
    expect(screen.getByText(DATABASE)).toBeTruthy();
    expect(posted[0]).toEqual({ url: '/api/v1/dashboard/import/', file: 'bundle.zip', fields: {} });
    // An empty answer is asked again: the prompt stays.
    answers.push({ status: 422, body: PASSWORD_422 });
    await clickConfirm();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(screen.getByLabelText(/databases\/warehouse\.yaml/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/databases\/warehouse\.yaml/), { target: { value: 's3cret' } });
    await clickConfirm();
    await waitFor(() => expect(events.imported).toBe(1));
    expect(JSON.parse(posted[2]!.fields.passwords!)).toEqual({ [DATABASE]: 's3cret' });
    expect(posted[2]!.fields.overwrite).toBeUndefined();
  });

  it('turns Import into a danger Overwrite that waits for OVERWRITE (any case), then imports and toasts', async () => {
    const { store, events } = setup();
    answers.push({ status: 422, body: EXISTS_422 });
    await choose(zip('bundle.zip'));
    await clickConfirm();
    expect(await screen.findByText(IMPORT_TEXTS.dashboard.confirmOverwrite)).toBeTruthy();
    await waitFor(() => expect(confirmButton().textContent).toBe('Overwrite'));
    expect(confirmButton().className).toContain('dangerous');
    expect(confirmButton().disabled).toBe(true);
    const word = document.querySelector('[data-test="overwrite-modal-input"]')!;
    fireEvent.change(word, { target: { value: 'overwrit' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(word, { target: { value: 'overwrite' } });
    expect(confirmButton().disabled).toBe(false);
    await clickConfirm();
    await waitFor(() => expect(events.imported).toBe(1));
    expect(posted[1]!.fields).toEqual({ overwrite: 'true' });
    expect(store.getState().toasts.toasts.map((t: { text: string }) => t.text)).toContain(
      'Dashboard imported',
    );
  });

  it('shows a refused bundle with the spec message, every file and the re-export hint', async () => {
    const { events } = setup();
    answers.push({ status: 400, body: STRUCTURAL_400 });
    await choose(zip('bundle.zip'));
    await clickConfirm();
    expect(
      await screen.findByText('An error occurred while importing dashboard: Error importing dashboard'),
    ).toBeTruthy();
    expect(screen.getByText('charts/Bad.yaml: viz_type: Missing data for required field.')).toBeTruthy();
    expect(screen.getByText(REEXPORT_HINT)).toBeTruthy();
    expect(events.imported).toBe(0);
    expect(confirmButton().disabled).toBe(false); // another attempt (or another file) may follow
  });

  it('shows a refused request without the hint: the file is not at fault', async () => {
    setup();
    answers.push({ status: 403, body: { message: 'Forbidden' } });
    await choose(zip('bundle.zip'));
    await clickConfirm();
    expect(await screen.findByText('An error occurred while importing dashboard: Forbidden')).toBeTruthy();
    expect(screen.queryByText(REEXPORT_HINT)).toBeNull();
  });
});
