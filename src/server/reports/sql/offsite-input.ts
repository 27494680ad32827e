import { inputReportSql } from './input';

/** Off-site facility input: feedstock received at third-party facilities, with their GPS and address. */
export const offsiteInput = inputReportSql('offsite-report-facility-input', 'offsite', true);
