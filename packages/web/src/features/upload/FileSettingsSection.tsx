/** "File settings": what happens to an existing table, dates, decimal character, null values, CSV switches. */
import { Form, Input, Select } from 'antd';
import { FieldLabel } from './FieldLabel';
import { ColumnTagsItem, SwitchItem } from './uploadFields';
import { ALREADY_EXISTS_OPTIONS, NULL_VALUES_OPTIONS, UPLOAD_TEXTS as T } from './uploadTexts';
import { hasField, type UploadType } from './uploadTypes';

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
        <ColumnTagsItem
          name="column_dates"
          label={T.columnDates}
          ariaLabel={T.chooseColumnDates}
          placeholder={T.columnDatesPlaceholder}
          columns={columns}
        />
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
        <SwitchItem name="skip_initial_space" label={T.skipInitialSpace} dataTest="skipInitialSpace" />
      )}
      {has('skip_blank_lines') && (
        <SwitchItem name="skip_blank_lines" label={T.skipBlankLines} dataTest="skipBlankLines" />
      )}
      {has('day_first') && <SwitchItem name="day_first" label={T.dayFirst} dataTest="dayFirst" />}
    </>
  );
}
