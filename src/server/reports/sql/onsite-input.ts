import { inputReportSql } from './input';

/** On-site facility input: feedstock received at the tenant's own production sites. */
export const onsiteInput = inputReportSql('onsite-report-facility-input', 'onsite', false);
