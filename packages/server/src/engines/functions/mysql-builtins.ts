/**
 * MySQL's and MariaDB's built-in functions. Neither server lists them in a catalog table
 * (`information_schema.ROUTINES` holds stored functions only, `mysql.help_topic` is often empty), so
 * the names come from the reference manuals' function index, as Superset's engine specs keep theirs.
 */
/** Space-separated for compactness; grouped as the manuals group them. */
const NAMES = [
  // aggregate and window
  'avg bit_and bit_or bit_xor count group_concat json_arrayagg json_objectagg max min std stddev',
  'stddev_pop stddev_samp sum var_pop var_samp variance cume_dist dense_rank first_value lag',
  'last_value lead nth_value ntile percent_rank rank row_number',
  // control flow and comparison
  'coalesce greatest if ifnull interval isnull least nullif strcmp',
  // numeric
  'abs acos asin atan atan2 ceil ceiling conv cos cot crc32 degrees div exp floor ln log log10 log2',
  'mod pi pow power radians rand round sign sin sqrt tan truncate',
  // string
  'ascii bin bit_length char char_length character_length concat concat_ws elt export_set field',
  'find_in_set format from_base64 hex insert instr lcase left length locate lower lpad ltrim',
  'make_set mid oct octet_length ord position quote regexp_instr regexp_like regexp_replace',
  'regexp_substr repeat replace reverse right rpad rtrim soundex space substr substring',
  'substring_index to_base64 trim ucase unhex upper weight_string',
  // date and time
  'adddate addtime convert_tz curdate current_date current_time current_timestamp curtime date',
  'date_add date_format date_sub datediff day dayname dayofmonth dayofweek dayofyear extract',
  'from_days from_unixtime get_format hour last_day localtime localtimestamp makedate maketime',
  'microsecond minute month monthname now period_add period_diff quarter sec_to_time second',
  'str_to_date subdate subtime sysdate time time_format time_to_sec timediff timestamp timestampadd',
  'timestampdiff to_days to_seconds unix_timestamp utc_date utc_time utc_timestamp week weekday',
  'weekofyear year yearweek',
  // cast, JSON, misc
  'cast convert binary json_array json_array_append json_array_insert json_contains',
  'json_contains_path json_depth json_extract json_insert json_keys json_length json_merge_patch',
  'json_merge_preserve json_object json_overlaps json_pretty json_quote json_remove json_replace',
  'json_search json_set json_type json_unquote json_valid json_value bit_count inet_aton inet_ntoa',
  'inet6_aton inet6_ntoa is_ipv4 is_ipv6 md5 sha1 sha2 uuid uuid_short database schema version',
  'charset collation found_rows last_insert_id row_count',
];

export const MYSQL_BUILTIN_FUNCTIONS: readonly string[] = NAMES.join(' ').split(' ');
