import { fullFormats } from 'ajv-formats/dist/formats';
import { isCalendarDate, isDateTime } from './calendar';

/**
 * The ajv formats of every registry validator (server and browser): ajv-formats' full set with
 * `date` and `date-time` replaced by the calendar rule PostgreSQL agrees with.
 */
export const formats = { ...fullFormats, date: isCalendarDate, 'date-time': isDateTime };
