import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { UploadDataModal } from './UploadDataModal';
import type { UploadType } from './uploadTypes';

/** A request as the server received it: multipart fields as text, the file by name. */
interface Posted {
  method: string;
  url: string;
  fields: Record<string, string>;
  file: string | null;
}

const engine = (uploads: boolean) => ({
  supports_file_upload: uploads,
  disable_ssh_tunneling: false,
  supports_dynamic_catalog: false,
  supports_oauth2: false,
});
const DATABASES = {
  count: 2,
  ids: [1, 2],
  result: [
    { id: 1, database_name: 'warehouse', allow_file_upload: true, engine_information: engine(true) },
    { id: 2, database_name: 'sheets', allow_file_upload: true, engine_information: engine(false) },
  ],
};
const MALFORMED = {
  message: { file: ['Malformed file at row 3, column 2: expected 2 columns, found 3.'] },
};

let posted: Posted[];
let metadata: unknown;
let uploadAnswer: { status: number; body: unknown };

function answer(url: string): { status: number; body: unknown } {
  if (url.startsWith('/api/v1/security/csrf_token/')) return { status: 200, body: { result: 'token' } };
  if (url.startsWith('/api/v1/database/?q=')) return { status: 200, body: DATABASES };
  if (url === '/api/v1/database/1/schemas_access_for_file_upload/')
    return { status: 200, body: { schemas: [] } };
  if (url.startsWith('/api/v1/database/1/schemas/?q=(upload_allowed:!t)'))
    return { status: 200, body: { result: ['main', 'staging'] } };
  if (url === '/api/v1/database/upload_metadata/') return { status: 200, body: { result: metadata } };
  if (url === '/api/v1/database/1/upload/') return uploadAnswer;
  return { status: 404, body: { message: 'Not found' } };
}

beforeEach(() => {
  posted = [];
  metadata = { items: [{ sheet_name: null, column_names: ['city', 'amount'] }] };
  uploadAnswer = { status: 201, body: { message: 'OK' } };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (init?.body instanceof FormData) {
        const fields: Record<string, string> = {};
        let file: string | null = null;
        init.body.forEach((v, k) => {
          if (typeof v === 'string') fields[k] = v;
          else if (k === 'file') file = (v as File).name;
        });
        posted.push({ method, url, fields, file });
      }
      const { status, body } = answer(url);
      return Promise.resolve(Response.json(body, { status }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(type: UploadType) {
  const store = makeStore();
  const events = { hidden: 0 };
  render(
    <Provider store={store}>
      <UploadDataModal type={type} onHide={() => events.hidden++} />
    </Provider>,
  );
  return { store, events };
}

const modal = () => document.querySelector<HTMLElement>('.ant-modal')!;
const uploads = () => posted.filter((p) => p.url.endsWith('/upload/'));
const metadataCalls = () => posted.filter((p) => p.url.endsWith('/upload_metadata/'));

async function chooseFile(name: string, content = 'city,amount\nOslo,1\n') {
  const input = modal().querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([content], name)] } });
    await Promise.resolve();
  });
}

async function pick(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select.closest('.ant-select-disabled')).toBeNull());
  fireEvent.mouseDown(select);
  const choice = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(choice);
}

/** Opens a section of the accordion (the others close). */
function openSection(title: string) {
  fireEvent.click(screen.getByText(title, { selector: 'strong' }));
}

async function clickUpload() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await Promise.resolve();
  });
}

async function fillRequired(file: string) {
  await chooseFile(file);
  await pick('Select a database', 'warehouse');
  fireEvent.change(screen.getByRole('textbox', { name: 'Table name' }), { target: { value: 'cities' } });
}

// antd forms under happy-dom are slow on a loaded machine: each test drives a whole dialog.
describe('UploadDataModal', { timeout: 90_000 }, () => {
  it('names each missing required field and sends nothing', async () => {
    setup('csv');
    expect(screen.getByText('CSV upload')).toBeTruthy();
    for (const section of ['General information', 'File settings', 'Columns', 'Rows'])
      expect(within(modal()).getByText(section)).toBeTruthy();
    await clickUpload();
    expect(await screen.findByText('Uploading a file is required')).toBeTruthy();
    expect(screen.getByText('Selecting a database is required')).toBeTruthy();
    expect(screen.getByText('Table name is required')).toBeTruthy();
    expect(uploads()).toEqual([]);
  });

  it('refuses a file of another kind with the valid extensions', async () => {
    setup('csv');
    await chooseFile('report.xlsx');
    await clickUpload();
    expect(
      await screen.findByText('Upload a file with a valid extension. Valid: [csv,tsv,txt]'),
    ).toBeTruthy();
    expect(uploads()).toEqual([]);
  });

  it('offers only databases whose engine takes uploads, and the schemas uploads may go to', async () => {
    setup('csv');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Select a database' }));
    await screen.findByTitle('warehouse');
    expect(screen.queryByTitle('sheets')).toBeNull();
    fireEvent.click(screen.getByTitle('warehouse'));
    await pick('Select a schema', 'staging');
    expect(screen.getAllByTitle('staging').length).toBeGreaterThan(0);
    expect(screen.getByTitle('main')).toBeTruthy();
  });

  it('previews the columns, then sends the CSV form as Superset does and toasts "Data imported"', async () => {
    const { store, events } = setup('csv');
    await fillRequired('cities.csv');
    await waitFor(() => expect(screen.getAllByText('amount').length).toBeGreaterThan(0));
    expect(metadataCalls()[0]).toMatchObject({
      file: 'cities.csv',
      fields: { type: 'csv', delimiter: ',' },
    });
    await pick('Select a schema', 'staging');
    // File settings: replace an existing table, "N/A" read as null.
    openSection('File settings');
    await pick('Choose already exists', 'Replace');
    await pick('Null Values', 'N/A');
    openSection('Columns');
    fireEvent.change(screen.getByRole('textbox', { name: 'Column data types' }), {
      target: { value: '{"amount":"float"}' },
    });
    await clickUpload();
    await waitFor(() => expect(events.hidden).toBe(1));
    const [sent] = uploads();
    expect(sent!.url).toBe('/api/v1/database/1/upload/');
    expect(sent!.file).toBe('cities.csv');
    expect(sent!.fields).toEqual({
      type: 'csv',
      schema: 'staging',
      table_name: 'cities',
      already_exists: 'replace',
      dataframe_index: 'false',
      index_label: '',
      columns_read: '',
      delimiter: ',',
      skip_initial_space: 'false',
      skip_blank_lines: 'false',
      day_first: 'false',
      column_data_types: '{"amount":"float"}',
      column_dates: '',
      decimal_character: '.',
      null_values: 'N/A',
      header_row: '0',
      skip_rows: '0',
    });
    expect(store.getState().toasts.toasts.map((t: { text: string }) => t.text)).toContain('Data imported');
  });

  it('refuses column data types that are not a JSON object, opening the Columns section', async () => {
    setup('csv');
    await fillRequired('cities.csv');
    openSection('Columns');
    fireEvent.change(screen.getByRole('textbox', { name: 'Column data types' }), {
      target: { value: '["int"]' },
    });
    openSection('General information');
    await clickUpload();
    expect(
      await screen.findByText('Column data types must be a JSON object of column names to types'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText('Columns', { selector: 'strong' }).closest('.ant-collapse-item')!.className,
      ).toContain('ant-collapse-item-active'),
    );
    expect(uploads()).toEqual([]);
  });

  it("keeps the dialog open with the server's words when the file is refused", async () => {
    const { events } = setup('csv');
    uploadAnswer = { status: 400, body: MALFORMED };
    await fillRequired('cities.csv');
    await clickUpload();
    const alert = await screen.findByText(
      'CSV file: Malformed file at row 3, column 2: expected 2 columns, found 3.',
    );
    expect(alert.closest('[data-test="upload-error"]')).toBeTruthy();
    expect(events.hidden).toBe(0);
  });

  it('reads the sheets of a workbook, shows the chosen sheet’s columns and sends its name', async () => {
    metadata = {
      items: [
        { sheet_name: 'Summary', column_names: ['title'] },
        { sheet_name: 'Sales', column_names: ['region', 'revenue'] },
      ],
    };
    setup('excel');
    expect(screen.getByText('Excel upload')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Choose a delimiter' })).toBeNull();
    await fillRequired('book.xlsx');
    await waitFor(() => expect(screen.getAllByText('title').length).toBeGreaterThan(0));
    expect(metadataCalls()[0]!.fields).toEqual({ type: 'excel' });
    await pick('Choose sheet name', 'Sales');
    await waitFor(() => expect(screen.getAllByText('revenue').length).toBeGreaterThan(0));
    openSection('Columns');
    fireEvent.click(document.querySelector('[data-test="dataFrameIndex"]')!);
    await pick('Choose index column', 'region');
    await clickUpload();
    await waitFor(() => expect(uploads()).toHaveLength(1));
    const { fields } = uploads()[0]!;
    expect(fields).toMatchObject({
      type: 'excel',
      sheet_name: 'Sales',
      dataframe_index: 'true',
      index_column: 'region',
    });
    expect(fields.delimiter).toBeUndefined();
    expect(fields.column_data_types).toBeUndefined();
    expect(fields.rows_to_read).toBeUndefined();
  });

  it('asks a columnar file for no row or CSV settings', async () => {
    metadata = { items: [{ sheet_name: null, column_names: ['id', 'label'] }] };
    setup('columnar');
    expect(screen.getByText('Columnar upload')).toBeTruthy();
    expect(within(modal()).queryByText('Rows')).toBeNull();
    await fillRequired('events.parquet');
    await clickUpload();
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(uploads()[0]!.fields).toEqual({
      type: 'columnar',
      table_name: 'cities',
      already_exists: 'fail',
      dataframe_index: 'false',
      index_label: '',
      columns_read: '',
    });
    expect(uploads()[0]!.file).toBe('events.parquet');
  });
});
