import { columnTable } from '../column-table.js';
import { avgMetric, exampleDataset, metric, sumMetric } from '../types.js';

/**
 * Like Superset's `flights` example (upper-case columns of the US DOT on-time data, origin and
 * destination airport details joined in), at 10 million rows for performance work.
 */
export const FLIGHTS_DATASET = exampleDataset({
  uuid: '0a5f0f3e-7b1c-4d2e-9c8a-6b4e2d1f3a57',
  table_name: 'flights',
  description:
    'Generated US domestic flights 2013 to 2015: schedule, carrier, route, distance, delays and cancellations.',
  main_dttm_col: 'ds',
  columns: columnTable(`
    ds                  | TIMESTAMP | Scheduled Departure Time
    DAY_OF_WEEK         | BIGINT    | Day of Week         | 1 = Monday … 7 = Sunday
    AIRLINE             | VARCHAR   | Airline             | IATA carrier code
    FLIGHT_NUMBER       | BIGINT    | Flight Number
    TAIL_NUMBER         | VARCHAR   | Tail Number
    ORIGIN_AIRPORT      | VARCHAR   | Origin              | IATA airport code
    DESTINATION_AIRPORT | VARCHAR   | Destination         | IATA airport code
    SCHEDULED_DEPARTURE | BIGINT    | Scheduled Departure (hhmm)
    DEPARTURE_TIME      | BIGINT    | Departure Time (hhmm)
    DEPARTURE_DELAY     | BIGINT    | Departure Delay     | Minutes; negative when early
    SCHEDULED_TIME      | BIGINT    | Scheduled Time      | Planned gate-to-gate minutes
    ELAPSED_TIME        | BIGINT    | Elapsed Time        | Actual gate-to-gate minutes
    AIR_TIME            | BIGINT    | Air Time            | Minutes in the air
    DISTANCE            | BIGINT    | Distance            | Statute miles
    ARRIVAL_DELAY       | BIGINT    | Arrival Delay       | Minutes; negative when early
    DIVERTED            | BIGINT    | Diverted            | 1 when diverted
    CANCELLED           | BIGINT    | Cancelled           | 1 when cancelled
    CANCELLATION_REASON | VARCHAR   | Cancellation Reason | A carrier, B weather, C national air system, D security
    AIR_SYSTEM_DELAY    | BIGINT    | Air System Delay    | Minutes of arrival delay caused by the air traffic system
    SECURITY_DELAY      | BIGINT    | Security Delay      | Minutes of arrival delay caused by security
    AIRLINE_DELAY       | BIGINT    | Airline Delay       | Minutes of arrival delay caused by the carrier
    LATE_AIRCRAFT_DELAY | BIGINT    | Late Aircraft Delay | Minutes of arrival delay caused by a late incoming aircraft
    WEATHER_DELAY       | BIGINT    | Weather Delay       | Minutes of arrival delay caused by weather
    AIRPORT             | VARCHAR   | Origin Airport
    CITY                | VARCHAR   | Origin City
    STATE               | VARCHAR   | Origin State
    LATITUDE            | DOUBLE    | Origin Latitude
    LONGITUDE           | DOUBLE    | Origin Longitude
    AIRPORT_DEST        | VARCHAR   | Destination Airport
    CITY_DEST           | VARCHAR   | Destination City
    STATE_DEST          | VARCHAR   | Destination State
    LATITUDE_DEST       | DOUBLE    | Destination Latitude
    LONGITUDE_DEST      | DOUBLE    | Destination Longitude
  `),
  metrics: [
    avgMetric('DEPARTURE_DELAY', 'Average Departure Delay', '.1f'),
    avgMetric('ARRIVAL_DELAY', 'Average Arrival Delay', '.1f'),
    sumMetric('DISTANCE', 'Total Distance', ',d'),
    metric('cancellation_rate', 'Cancellation Rate', 'AVG(CANCELLED)', '.2%'),
    metric(
      'on_time_rate',
      'On-Time Rate',
      'AVG(CASE WHEN ARRIVAL_DELAY IS NULL THEN NULL WHEN ARRIVAL_DELAY < 15 THEN 1.0 ELSE 0.0 END)',
      '.1%',
      'Share of completed flights arriving less than 15 minutes late',
    ),
  ],
});
