/** "File settings": what happens to an existing table, dates, decimal character, null values, CSV switches. */
import { Form, Input, Select } from 'antd';
import { FieldLabel } from './FieldLabel';
import { SwitchField } from './SwitchField';
import { ALREADY_EXISTS_OPTIONS, NULL_VALUES_OPTIONS, UPLOAD_TEXTS as T } from './uploadTexts';
import { hasField, type UploadType } from './uploadTypes';

const columnOptions = (columns: string[]) => columns.map((c) => ({ value: c, label: c }));

export function FileSettingsSection({ type, columns }: { type: UploadType; columns: string[] }) {
  const has = (f: Parameters<typeof hasField>[1]) => hasField(type, f);
  return (
    <>
      <Form.Item
        label={<FieldLabel label={T.alreadyExists} tip={T.alreadyExistsTip} />}
        name="already_exists"
      >
        <Select
          aria-label={T.chooseAlreadyExists}
          data-test="upload-already-exists"
          options={ALREADY_EXISTS_OPTIONS}
        />
      </Form.Item>
      {has('column_dates') && (
        <Form.Item label={T.columnDates} name="column_dates">
          <Select
            aria-label={T.chooseColumnDates}
            mode="tags"
            allowClear
            placeholder={T.columnDatesPlaceholder}
            options={columnOptions(columns)}
          />
        </Form.Item>
      )}
      {has('decimal_character') && (
        <Form.Item
          label={<FieldLabel label={T.decimalCharacter} tip={T.decimalCharacterTip} />}
          name="decimal_character"
        >
          <Input aria-label={T.decimalCharacter} maxLength={1} />
        </Form.Item>
      )}
      {has('null_values') && (
        <Form.Item label={<FieldLabel label={T.nullValues} tip={T.nullValuesTip} />} name="null_values">
          <Select aria-label={T.nullValues} mode="tags" allowClear options={NULL_VALUES_OPTIONS} />
        </Form.Item>
      )}
      {has('skip_initial_space') && (
        <Form.Item name="skip_initial_space" valuePropName="checked">
          <SwitchField label={T.skipInitialSpace} dataTest="skipInitialSpace" />
        </Form.Item>
      )}
      {has('skip_blank_lines') && (
        <Form.Item name="skip_blank_lines" valuePropName="checked">
          <SwitchField label={T.skipBlankLines} dataTest="skipBlankLines" />
        </Form.Item>
      )}
      {has('day_first') && (
        <Form.Item name="day_first" valuePropName="checked">
          <SwitchField label={T.dayFirst} dataTest="dayFirst" />
        </Form.Item>
      )}
    </>
  );
}
