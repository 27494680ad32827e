import { PERIOD_FORMAT_ERROR } from '../../shared/period-close/api';
import { ApiError } from '../errors';
import { textsOf, type Language } from '../i18n/translate';

/** 400 PERIOD_FORMAT, worded in the request's language: the period is neither a month `YYYY-MM` nor a quarter `YYYY-Qn`. */
export const periodFormatError = (language: Language, period: string) =>
  new ApiError(400, PERIOD_FORMAT_ERROR, textsOf(language, 'errors')(`errors.${PERIOD_FORMAT_ERROR}`, { period }), { field: 'params.period', period });
