import { COUNT_METRIC, avgMetric, column, sumMetric, type ExampleDataset } from '../types.js';

const minutes = (name: string, label: string, description: string) =>
  column(name, 'BIGINT', label, { description });

/**
 * Like Superset's `flights` example (upper-case columns of the US DOT on-time data, origin and
 * destination airport details joined in), at 10 million rows for performance work.
 */
export const FLIGHTS_DATASET: ExampleDataset = {
  uuid: '0a5f0f3e-7b1c-4d2e-9c8a-6b4e2d1f3a57',
  table_name: 'flights',
  description:
    'Generated US domestic flights 2013 to 2015: schedule, carrier, route, distance, delays and cancellations.',
  main_dttm_col: 'ds',
  columns: [
    column('ds', 'TIMESTAMP', 'Scheduled Departure Time'),
    column('DAY_OF_WEEK', 'BIGINT', 'Day of Week', { description: '1 = Monday … 7 = Sunday' }),
    column('AIRLINE', 'VARCHAR', 'Airline', { description: 'IATA carrier code' }),
    column('FLIGHT_NUMBER', 'BIGINT', 'Flight Number'),
    column('TAIL_NUMBER', 'VARCHAR', 'Tail Number'),
    column('ORIGIN_AIRPORT', 'VARCHAR', 'Origin', { description: 'IATA airport code' }),
    column('DESTINATION_AIRPORT', 'VARCHAR', 'Destination', { description: 'IATA airport code' }),
    column('SCHEDULED_DEPARTURE', 'BIGINT', 'Scheduled Departure (hhmm)'),
    column('DEPARTURE_TIME', 'BIGINT', 'Departure Time (hhmm)'),
    minutes('DEPARTURE_DELAY', 'Departure Delay', 'Minutes; negative when early'),
    minutes('SCHEDULED_TIME', 'Scheduled Time', 'Planned gate-to-gate minutes'),
    minutes('ELAPSED_TIME', 'Elapsed Time', 'Actual gate-to-gate minutes'),
    minutes('AIR_TIME', 'Air Time', 'Minutes in the air'),
    column('DISTANCE', 'BIGINT', 'Distance', { description: 'Statute miles' }),
    minutes('ARRIVAL_DELAY', 'Arrival Delay', 'Minutes; negative when early'),
    column('DIVERTED', 'BIGINT', 'Diverted', { description: '1 when diverted' }),
    column('CANCELLED', 'BIGINT', 'Cancelled', { description: '1 when cancelled' }),
    column('CANCELLATION_REASON', 'VARCHAR', 'Cancellation Reason', {
      description: 'A carrier, B weather, C national air system, D security',
    }),
    minutes(
      'AIR_SYSTEM_DELAY',
      'Air System Delay',
      'Minutes of arrival delay caused by the air traffic system',
    ),
    minutes('SECURITY_DELAY', 'Security Delay', 'Minutes of arrival delay caused by security'),
    minutes('AIRLINE_DELAY', 'Airline Delay', 'Minutes of arrival delay caused by the carrier'),
    minutes(
      'LATE_AIRCRAFT_DELAY',
      'Late Aircraft Delay',
      'Minutes of arrival delay caused by a late incoming aircraft',
    ),
    minutes('WEATHER_DELAY', 'Weather Delay', 'Minutes of arrival delay caused by weather'),
    column('AIRPORT', 'VARCHAR', 'Origin Airport'),
    column('CITY', 'VARCHAR', 'Origin City'),
    column('STATE', 'VARCHAR', 'Origin State'),
    column('LATITUDE', 'DOUBLE', 'Origin Latitude'),
    column('LONGITUDE', 'DOUBLE', 'Origin Longitude'),
    column('AIRPORT_DEST', 'VARCHAR', 'Destination Airport'),
    column('CITY_DEST', 'VARCHAR', 'Destination City'),
    column('STATE_DEST', 'VARCHAR', 'Destination State'),
    column('LATITUDE_DEST', 'DOUBLE', 'Destination Latitude'),
    column('LONGITUDE_DEST', 'DOUBLE', 'Destination Longitude'),
  ],
  metrics: [
    COUNT_METRIC,
    avgMetric('DEPARTURE_DELAY', 'Average Departure Delay', '.1f'),
    avgMetric('ARRIVAL_DELAY', 'Average Arrival Delay', '.1f'),
    sumMetric('DISTANCE', 'Total Distance', ',d'),
    {
      metric_name: 'cancellation_rate',
      verbose_name: 'Cancellation Rate',
      expression: 'AVG(CANCELLED)',
      d3format: '.2%',
    },
    {
      metric_name: 'on_time_rate',
      verbose_name: 'On-Time Rate',
      expression:
        'AVG(CASE WHEN ARRIVAL_DELAY IS NULL THEN NULL WHEN ARRIVAL_DELAY < 15 THEN 1.0 ELSE 0.0 END)',
      d3format: '.1%',
      description: 'Share of completed flights arriving less than 15 minutes late',
    },
  ],
};
