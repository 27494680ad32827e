import { inputReportSql } from '../../src/server/reports/sql/input';

/** On-site facility input: feedstock received at the tenant's own production sites. */
export default inputReportSql('onsite', false);
